import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths.ts';

type ViewerRequestHandler = (event: { request: { uri: string; method: string } }) => { uri: string };

/**
 * The web distribution's CloudFront Function (infra/src/web/spa-rewrite.js), run here as
 * CloudFront runs it: the local runtime and CloudFront answer each path with the same page
 * (the client app's index.html, the respondent app's respondent.html) because they run one file.
 */
const source = readFileSync(join(REPO_ROOT, 'infra', 'src', 'web', 'spa-rewrite.js'), 'utf8');
// The deployed function's own source, from the repository, evaluated as CloudFront would.
const handler = new Function(`${source}\nreturn handler;`)() as ViewerRequestHandler;

/** The file CloudFront serves for a request path (the path itself when it names a file). */
export function spaRewrite(uri: string, method = 'GET'): string {
  return handler({ request: { uri, method } }).uri;
}
