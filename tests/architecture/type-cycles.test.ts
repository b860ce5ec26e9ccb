import { readFileSync, realpathSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from './source-files.ts';

/**
 * No import cycle, type imports included. Lint's import-x/no-cycle (eslint.config.js) reports
 * the cycles of values as each file is linted, but it skips `import type` by design and has no
 * option to count it; a cycle of types still ties two modules together (neither can move or be
 * read alone), so this test walks the whole import graph of the sources, types included.
 */
const DIRS = ['shared/src', 'functions/src', 'infra/src', 'local/src', 'web/src'];
const RESOLUTION: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
};

/** Each file's imports (values and types) that resolve to a file of the graph. */
export function importGraph(files: readonly string[], read: (file: string) => string): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const imports = ts.preProcessFile(read(file), true, false).importedFiles.flatMap(({ fileName }) => {
        const resolved = ts.resolveModuleName(fileName, join(ROOT, file), RESOLUTION, ts.sys).resolvedModule;
        if (!resolved) return [];
        const target = relative(ROOT, realpathSync(resolved.resolvedFileName));
        return known.has(target) ? [target] : [];
      });
      return [file, imports];
    }),
  );
}

/** The cycles of a graph: its strongly connected components of more than one file (Tarjan). */
export function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    order.set(file, order.size);
    low.set(file, order.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, order.get(next)!));
      }
    }
    if (low.get(file) !== order.get(file)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      component.push(member);
      if (member === file) break;
    }
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return cycles;
}

describe('import cycles, type imports included', { timeout: 120_000 }, () => {
  it('the sources have none', () => {
    const files = DIRS.flatMap((dir) => sourceFiles(dir, { tests: false }));
    expect(files.length).toBeGreaterThan(500);
    const graph = importGraph(files, (file) => readFileSync(join(ROOT, file), 'utf8'));
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('finds a cycle made only of type imports', () => {
    const planted: Record<string, string> = {
      'shared/src/analysis/schemas.ts':
        "import type { GroupedNorm } from './norms.ts';\nexport type Estimate = { n: number; norm?: GroupedNorm };\n",
      'shared/src/analysis/norms.ts':
        "import type { Estimate } from './schemas.ts';\nexport type GroupedNorm = { estimate: Estimate };\n",
      'shared/src/analysis/format.ts':
        "import type { Estimate } from './schemas.ts';\nexport type Shown = Estimate;\n",
    };
    const graph = importGraph(Object.keys(planted), (file) => planted[file] ?? '');
    expect(cyclesOf(graph)).toEqual([['shared/src/analysis/norms.ts', 'shared/src/analysis/schemas.ts']]);
  });
});
