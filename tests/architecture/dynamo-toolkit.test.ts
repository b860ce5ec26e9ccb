import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintProblems } from './lint-probe.ts';
import { ROOT, sourceFiles } from './source-files.ts';

/**
 * One DynamoDB toolkit (functions/src/platform/dynamo/) and one retry (platform/retry.ts):
 * lint keeps the DynamoDB SDK inside data/ folders and the toolkit, and no second
 * transaction, pagination loop or back-off pause is written elsewhere in the backend.
 */
/** The rules a probe file breaks. */
const rulesBroken = async (file: string, code: string) =>
  (await lintProblems(file, code)).map((problem) => problem.split(':')[0]);

const sdkImport = "import { GetCommand } from '@aws-sdk/lib-dynamodb';\nexport const probe = GetCommand;\n";

describe('DynamoDB stays in data/ and platform/dynamo/', { timeout: 120_000 }, () => {
  it('lint refuses the SDK in a use case or the platform outside dynamo/', async () => {
    expect(await rulesBroken('functions/src/billing/probe.ts', sdkImport)).toContain('no-restricted-imports');
    expect(await rulesBroken('functions/src/platform/probe.ts', sdkImport)).toContain(
      'no-restricted-imports',
    );
    expect(
      await rulesBroken(
        'functions/src/accounts/probe.ts',
        "import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';\nexport const probe = ConditionalCheckFailedException;\n",
      ),
    ).toContain('no-restricted-imports');
  });

  it('lint lets data/ and the toolkit use it', async () => {
    expect(await rulesBroken('functions/src/billing/data/probe.ts', sdkImport)).not.toContain(
      'no-restricted-imports',
    );
    expect(await rulesBroken('functions/src/platform/dynamo/probe.ts', sdkImport)).not.toContain(
      'no-restricted-imports',
    );
  });
});

const BACKEND = sourceFiles('functions/src', { tests: false }).map((file) => ({
  file,
  text: readFileSync(join(ROOT, file), 'utf8'),
}));

/** The files of the backend whose text matches `pattern`. */
const filesWith = (pattern: RegExp) =>
  BACKEND.filter(({ text }) => pattern.test(text)).map(({ file }) => file);

describe('one of each', () => {
  it('one TransactWrite (platform/dynamo/transactions.ts)', () => {
    expect(filesWith(/new TransactWriteCommand\(/)).toEqual([
      'functions/src/platform/dynamo/transactions.ts',
    ]);
  });

  it('one definition of TransactItem, transact() and isConditionFailure', () => {
    expect(filesWith(/export type TransactItem\b/)).toEqual([
      'functions/src/platform/dynamo/transactions.ts',
    ]);
    expect(filesWith(/(function|const) transact\b/)).toEqual([
      'functions/src/platform/dynamo/transactions.ts',
    ]);
    expect(filesWith(/(function|const) isConditionFailure\b/)).toEqual([
      'functions/src/platform/dynamo/conditions.ts',
    ]);
    expect(filesWith(/name === 'ConditionalCheckFailedException'/)).toEqual([
      'functions/src/platform/dynamo/conditions.ts',
    ]);
  });

  it('one pagination loop: queryAll; lazily merged pages read queryPage', () => {
    expect(filesWith(/LastEvaluatedKey/)).toEqual(['functions/src/platform/dynamo/reads.ts']);
  });

  it('one back-off (platform/retry.ts; its pauses and loops: one-retry.test.ts)', () => {
    expect(filesWith(/\*\* attempt|\*\* Math\.min\(attempt/)).toEqual([]);
  });

  it('one BatchGet and one BatchWrite, each retrying what DynamoDB leaves unprocessed', () => {
    expect(filesWith(/new BatchGetCommand\(/)).toEqual(['functions/src/platform/dynamo/reads.ts']);
    expect(filesWith(/new BatchWriteCommand\(/)).toEqual(['functions/src/platform/dynamo/batch-delete.ts']);
  });
});
