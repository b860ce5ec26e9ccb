import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The checkout root, found from this file (local/src/paths.ts), wherever the checkout lives. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Local data (DynamoDB files, S3 objects, outbox, secrets) lives here; git ignores it. */
export const DEFAULT_DATA_DIR = join(REPO_ROOT, '.local');

export const WEB_DIST_DIR = join(REPO_ROOT, 'web', 'dist');
