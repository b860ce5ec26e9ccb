import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The repository root, whatever the working directory (CLI, tests, local runtime). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const fromRepoRoot = (relativePath: string): string => join(REPO_ROOT, relativePath);
