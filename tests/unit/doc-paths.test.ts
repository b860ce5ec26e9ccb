import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Docs that cannot drift: every backticked repository path in a Markdown file must exist,
 * relative to the repository root, to the Markdown file's folder, to that folder's `src/` (a
 * package README names its files from `src/`) or to `functions/src/` (the backend's docs name
 * `platform/...` and `<domain>/...` from there). URLs, globs, placeholders (`<domain>`),
 * commands and code are not paths.
 */
const ROOT = join(import.meta.dirname, '../..');
const SKIP = new Set(['node_modules', '.git', 'dist', 'cdk.out', '.local', 'coverage']);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const EXTENSIONS = /\.(ts|tsx|js|mjs|json|md|html|css|yml|yaml|sh|asl\.json)$/;

/** Folders that are built or written at run time, not kept in the repository. */
const GENERATED = /(^|\/)(dist|\.local|cdk\.out|node_modules|coverage)(\/|$)/;

/**
 * A backticked text that names a repository file or folder, or undefined: a path with a folder
 * and a file extension (`functions/src/platform/retry.ts`), or a folder path written with its
 * trailing slash (`src/platform/dynamo/`). A bare name (`handler.ts`) means a file of the folder
 * the text is about and is not checked; neither are lint rules (`import-x/no-cycle`), generated
 * folders (`web/dist`), URLs, globs or placeholders.
 */
export function pathIn(span: string): string | undefined {
  const text = span.trim().replace(/:\d+(-\d+)?$/, '');
  if (!/^[\w.\-/]+$/.test(text) || text.startsWith('/') || /\.\.\.|\/\//.test(text)) return undefined;
  const inner = text.replace(/\/$/, '');
  if (!inner.includes('/') || GENERATED.test(inner)) return undefined;
  if (!EXTENSIONS.test(inner) && !text.endsWith('/')) return undefined;
  return inner;
}

/** The backticked spans of a Markdown text, fenced code blocks left out. */
export function backticked(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');
}

export function missingPaths(mdFile: string, markdown: string, exists: (path: string) => boolean): string[] {
  const folder = dirname(mdFile);
  return backticked(markdown)
    .map(pathIn)
    .filter((path): path is string => path !== undefined)
    .filter(
      (path) =>
        ![ROOT, folder, join(folder, 'src'), join(ROOT, 'functions/src')].some((base) =>
          exists(join(base, path)),
        ),
    );
}

describe('paths in the docs', () => {
  it('recognises paths, and not URLs, globs, placeholders or commands', () => {
    expect(pathIn('functions/src/platform/retry.ts')).toBe('functions/src/platform/retry.ts');
    expect(pathIn('src/platform/dynamo/')).toBe('src/platform/dynamo');
    expect(pathIn('handler.ts')).toBeUndefined();
    expect(pathIn('import-x/no-cycle')).toBeUndefined();
    expect(pathIn('web/dist')).toBeUndefined();
    expect(pathIn('https://example.com/a.ts')).toBeUndefined();
    expect(pathIn('functions/src/<domain>/handler.ts')).toBeUndefined();
    expect(pathIn('web/src/**/*.tsx')).toBeUndefined();
    expect(pathIn('npm run test')).toBeUndefined();
    expect(pathIn('/projects/{projectId}')).toBeUndefined();
    expect(pathIn('common.not_found')).toBeUndefined();
  });

  it('fails on a made-up path and passes on a real one', () => {
    const md = join(ROOT, 'functions/README.md');
    const real = (path: string) => existsSync(path);
    expect(missingPaths(md, 'See `src/platform/made-up-helper.ts`.', real)).toEqual([
      'src/platform/made-up-helper.ts',
    ]);
    expect(missingPaths(md, 'See `src/platform/retry.ts` and `platform/retry.ts`.', real)).toEqual([]);
  });

  it('every backticked path of every Markdown file exists', () => {
    const missing = markdownFiles(ROOT).flatMap((file) =>
      missingPaths(file, readFileSync(file, 'utf8'), existsSync).map(
        (path) => `${relative(ROOT, file)}: ${path}`,
      ),
    );
    expect(missing).toEqual([]);
  });
});
