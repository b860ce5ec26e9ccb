import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './source-files.ts';

/**
 * Type-aware `@typescript-eslint/unbound-method` (eslint.config.js) refuses a method passed on
 * as a bare callback. Last session's results layout passed `formats.count` (a NumberFormats
 * method) to `removedSummary`: its `this` was lost and the results screens threw "reading
 * 'format'". The probe plants that call, and its fixes, as real files of the web project (a type-
 * aware rule needs the file in a TypeScript project), and lints them with the repository's config.
 */
const eslint = new ESLint({ cwd: ROOT });
const RULE = '@typescript-eslint/unbound-method';

const probe = (countArgument: string) => `import { removedSummary } from '../data/removed-summary.ts';
import { useFormats } from '../data/use-formats.ts';

export function useRemovedLine(removed: Parameters<typeof removedSummary>[0], n: number): string | null {
  const formats = useFormats();
  return removedSummary(
    removed,
    n,
    (reason) => reason,
    (values) => values.removed,
    ${countArgument},
  );
}
`;

const PLANTED = {
  bare: probe('formats.count'),
  arrow: probe('(value) => formats.count(value)'),
  bound: probe('formats.count.bind(formats)'),
};

describe('unbound methods', { timeout: 300_000 }, () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(ROOT, 'web/src/features/results/lint-probe-'));
    await Promise.all(
      Object.entries(PLANTED).map(([name, code]) => writeFile(join(dir, `${name}.ts`), code)),
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  // The probe's folder sits beside results/data/, as screens/ does: its imports read the same.
  const rulesOf = async (name: keyof typeof PLANTED) => {
    const [result] = await eslint.lintFiles([relative(ROOT, join(dir, `${name}.ts`))]);
    return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
  };

  it('refuses formats.count passed as a bare callback (the results-layout crash)', async () => {
    const problems = await rulesOf('bare');
    expect(problems.filter((problem) => problem.startsWith(RULE))).toHaveLength(1);
  });

  it('accepts it wrapped in an arrow or bound', async () => {
    expect(await rulesOf('arrow')).toEqual([]);
    expect(await rulesOf('bound')).toEqual([]);
  });
});
