import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The repository's root, which the architecture tests read. */
export const ROOT = join(import.meta.dirname, '../..');

/** Stand-ins for other programs (a fake Lambda bundle, media) and generated output: not our code. */
const SKIPPED_DIRS = new Set(['node_modules', 'fixtures', 'cdk.out', 'dist']);
/** The files boundaries.test.ts and unbound-method.test.ts write for a moment to prove lint refuses them. */
const PROBE = /^(cycle|lint)-probe-/;

/** The TypeScript and JavaScript files under `dir` (relative to the root), as relative paths. */
export function sourceFiles(dir: string, options: { tests?: boolean } = {}): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED_DIRS.has(entry.name) || PROBE.test(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path, options);
    if (!/\.(ts|tsx|mts|mjs)$/.test(entry.name) || entry.name.endsWith('.d.ts')) return [];
    return options.tests === false && /\.test\.tsx?$/.test(entry.name) ? [] : [path];
  });
}
