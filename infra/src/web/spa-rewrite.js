// CloudFront Function (cloudfront-js-2.0), viewer request of the web app's default behaviour.
// Client-side routes have no file in the bucket: serve the page that routes them. The
// respondent's test links (/t/{testId}, /t/{testId}/end) get the respondent app's own page,
// every other route the client app's (/en/dashboard). Paths whose last segment has an extension
// are files and pass through, so a missing asset stays a 404; /api/* never reaches this function
// (own behaviour), so API 404s stay 404s. The local runtime runs this very file
// (local/src/spa-rewrite.ts), so both answer each path with the same page.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls `handler` by name
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = uri === '/t' || uri.indexOf('/t/') === 0 ? '/respondent.html' : '/index.html';
  }
  return request;
}
