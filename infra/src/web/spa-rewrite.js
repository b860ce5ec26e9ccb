// CloudFront Function (cloudfront-js-2.0), viewer request of the web app's default behaviour.
// Client-side routes (/en/dashboard) have no file in the bucket: serve the SPA shell for them.
// Paths whose last segment has an extension are files and pass through, so a missing asset
// stays a 404; /api/* never reaches this function (own behaviour), so API 404s stay 404s.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls `handler` by name
function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}
