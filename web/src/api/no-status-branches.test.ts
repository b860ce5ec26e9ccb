import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web branches on error codes only (error-kinds.ts, `error.is(code)`): no web file reads an
 * ApiError's HTTP status, which api-error.ts alone turns into a code. A read of `.status` on an
 * error (`error.status`, `list.error?.status`, `{ status } = error`) fails here.
 */
const SRC = join(import.meta.dirname, '..');
const READS_THE_STATUS = 'api/api-error.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** An error's status read through its name (`error`, `err`, `apiError`, `loadError`, `list.error?`). */
const statusRead = /\b\w*err(?:or)?\??\.status\b|\{[^}]*\bstatus\b[^}]*\}\s*=\s*[\w.?]*err(?:or)?\b/i;

/** The places a file reads an error's HTTP status, as `line: text`. */
export function statusBranches(text: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    const code = line
      .replace(/\/\*.*?\*\//g, '')
      .replace(/\/\/.*$/, '')
      .replace(/^\s*\*.*$/, '');
    return statusRead.test(code) ? [`${index + 1}: ${line.trim()}`] : [];
  });
}

describe('error branches', () => {
  it('catches a read of an error status (the check can fail)', () => {
    expect(statusBranches('if (error.status === 404) return null;')).toHaveLength(1);
    expect(statusBranches("if (list.error?.status === 403) go('x');")).toHaveLength(1);
    expect(statusBranches('paymentOutcome(id, { status: purchase.error?.status });')).toHaveLength(1);
    expect(statusBranches('const { status } = apiError;')).toHaveLength(1);
    expect(statusBranches("return project.status === 'closed';")).toEqual([]);
    expect(statusBranches("if (saveState.status === 'error') return;")).toEqual([]);
    expect(statusBranches('// error.status is read by api-error.ts only')).toEqual([]);
  });

  it('no web file but api-error.ts reads an error status', () => {
    const problems = sourceFiles(SRC)
      .map((path) => relative(SRC, path))
      .filter((file) => file !== READS_THE_STATUS)
      .flatMap((file) =>
        statusBranches(readFileSync(join(SRC, file), 'utf8')).map((line) => `${file}:${line}`),
      );
    expect(problems).toEqual([]);
  });
});
