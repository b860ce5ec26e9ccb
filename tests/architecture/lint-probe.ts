import { join } from 'node:path';
import { ESLint } from 'eslint';
import { ROOT } from './source-files.ts';

// The files linted here do not exist, so no TypeScript project has them: the type-aware rules
// (eslint.config.js) are off for them, which leaves the import rules the architecture tests prove.
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
      '@typescript-eslint/switch-exhaustiveness-check': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
});

/** Lints files of the repository (paths relative to the root) as `npm run lint` would. */
export const lintFiles = (files: string[]) => eslint.lintFiles(files);

/** Lints `code` as if it were the repository file `file`: each problem as `<rule>: <message>`. */
export async function lintProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}
