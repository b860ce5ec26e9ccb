import { describe, expect, it } from 'vitest';
import { lintProblems } from './lint-probe.ts';

/**
 * zod as a namespace in the code the Lambdas bundle (eslint.config.js): with a named `z` the
 * bundler keeps all 64 of zod's locales, 264 KB of the smallest function's bundle.
 */
describe("zod's import in shared and functions", { timeout: 60_000 }, () => {
  it.each(['functions/src/platform/zod-probe.ts', 'shared/src/contracts/zod-probe.ts'])(
    '%s: a named z is refused',
    async (file) => {
      expect(await lintProblems(file, "import { z } from 'zod';\nexport const text = z.string();\n")).toEqual(
        [expect.stringMatching(/^no-restricted-syntax: Import zod as a namespace/)],
      );
    },
  );

  it('takes the namespace, and a type-only z', async () => {
    const code = [
      "import * as z from 'zod';",
      "import type { z as types } from 'zod';",
      "import { type z as alsoTypes } from 'zod';",
      'export const text: types.ZodString | alsoTypes.ZodString = z.string();',
      '',
    ].join('\n');
    expect(await lintProblems('functions/src/platform/zod-probe.ts', code)).toEqual([]);
  });
});
