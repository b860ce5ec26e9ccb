import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintFiles, lintProblems } from './lint-probe.ts';
import { ROOT } from './source-files.ts';

/**
 * The import rules of ARCHITECTURE.md are live: lint (part of `npm test`) refuses an import
 * across a boundary and an import cycle. These cases prove it with the repository's own config.
 */
const problemsOf = lintProblems;

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

  it('a domain never imports a domain above it, even through its index.ts; only workflows/ composes them', async () => {
    const upward = await problemsOf(
      'functions/src/projects/probe.ts',
      "export { closeUnpaidCheckout } from '../billing/index.ts';\n",
    );
    expect(upward.some((problem) => problem.startsWith(boundary))).toBe(true);
    const nested = await problemsOf(
      'functions/src/fieldwork/data/probe.ts',
      "export { requestFinalAnalysis } from '../../analysis/index.ts';\n",
    );
    expect(nested.some((problem) => problem.startsWith(boundary))).toBe(true);
    expect(
      await problemsOf(
        'functions/src/workflows/probe.ts',
        "export { closeUnpaidCheckout } from '../billing/index.ts';\n",
      ),
    ).toEqual([]);
    expect(
      await problemsOf('functions/src/billing/probe.ts', "export { scopeOf } from '../projects/index.ts';\n"),
    ).toEqual([]);
  });

  it('the platform imports no domain', async () => {
    const problems = await problemsOf(
      'functions/src/platform/probe.ts',
      "export { scopeOf } from '../projects/index.ts';\n",
    );
    expect(problems.some((problem) => problem.startsWith(boundary))).toBe(true);
  });

  it('the analysis engine is pure: no AWS SDK, no platform I/O, nothing of the runtime around it', async () => {
    const engine = 'functions/src/analysis/engine/probe.ts';
    const io = await problemsOf(engine, "export { storage } from '../../platform/storage.ts';\n");
    expect(io.some((problem) => problem.startsWith(boundary))).toBe(true);
    const sdk = await problemsOf(engine, "export { DynamoDBClient } from '@aws-sdk/client-dynamodb';\n");
    expect(sdk.some((problem) => problem.startsWith('no-restricted-imports'))).toBe(true);
    const runtime = await problemsOf(engine, "export { readRunState } from '../data/run-state.ts';\n");
    expect(runtime.some((problem) => problem.startsWith(boundary))).toBe(true);
    expect(await problemsOf(engine, "export { Random } from '../../platform/random.ts';\n")).toEqual([]);
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
    const [result] = await lintFiles([relative(ROOT, join(dir, 'a.ts'))]);
    expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });
});
