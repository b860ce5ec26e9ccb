import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of ARCHITECTURE.md are live: lint (part of `npm test`) refuses an import
 * across a boundary and an import cycle. These cases prove it with the repository's own config.
 */
const ROOT = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

async function problemsOf(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const boundary = 'import-x/no-restricted-paths';

describe('import boundaries', { timeout: 120_000 }, () => {
  it('a domain reaches another domain only through its index.ts', async () => {
    const deep = await problemsOf(
      'functions/src/billing/probe.ts',
      "export { findProject } from '../projects/data/store.ts';\n",
    );
    expect(deep.some((problem) => problem.startsWith(boundary))).toBe(true);
    expect(
      await problemsOf(
        'functions/src/billing/probe.ts',
        "export { findProject } from '../projects/index.ts';\n",
      ),
    ).toEqual([]);
  });

  it('the platform imports no domain', async () => {
    const problems = await problemsOf(
      'functions/src/platform/probe.ts',
      "export { scopeOf } from '../projects/index.ts';\n",
    );
    expect(problems.some((problem) => problem.startsWith(boundary))).toBe(true);
  });

  it('a web room reaches another room only through its index.ts, and never the functions', async () => {
    const deep = await problemsOf(
      'web/src/features/projects/probe.ts',
      "export { startPurchase } from '../wizard/checkout/purchase.ts';\n",
    );
    expect(deep.some((problem) => problem.startsWith(boundary))).toBe(true);
    const backend = await problemsOf(
      'web/src/features/projects/probe.ts',
      "export { storage } from '../../../../functions/src/platform/storage.ts';\n",
    );
    expect(backend.some((problem) => problem.startsWith(boundary))).toBe(true);
  });
});

describe('import cycles', { timeout: 120_000 }, () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(ROOT, 'functions/src/platform/cycle-probe-'));
    await writeFile(join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = (): unknown => b;\n");
    await writeFile(join(dir, 'b.ts'), "import { a } from './a.ts';\nexport const b = (): unknown => a;\n");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('two files importing each other fail lint', async () => {
    const [result] = await eslint.lintFiles([relative(ROOT, join(dir, 'a.ts'))]);
    expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });
});
