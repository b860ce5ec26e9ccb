// `npm test`: everything CI checks, from a clean clone: machine prerequisites, formatting, types,
// lint (with the import boundaries and cycles), the web build and the CDK synth the tests rely on, then unit, integration and browser tests.
import { readFileSync, mkdirSync } from 'node:fs';
import { ensureChromium, ensureJava } from './prerequisites.mjs';
import { run, step } from './run.mjs';

ensureJava();
ensureChromium();

await step('Formatting (prettier --check)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
await step('Type check', 'npm', ['run', 'typecheck', '--silent']);
// Lint includes the import boundaries and import-x/no-cycle (eslint.config.js, ARCHITECTURE.md).
await step('Lint, import boundaries and cycles', 'npx', ['eslint', '.', '--max-warnings', '0']);
await step('Build the web app', 'npm', ['run', 'build:web', '--silent']);
await step('Synthesize the CDK app (offline, no credentials)', 'npx', ['cdk', 'synth', '--quiet'], {
  env: { ...process.env, AWS_PROFILE: '', AWS_ACCESS_KEY_ID: '', AWS_SECRET_ACCESS_KEY: '' },
});

mkdirSync('.local', { recursive: true });
// One vitest run per project: the integration and browser set-ups each start their own local
// services and hand their endpoints to the workers through process.env, so they must not share a run.
const totals = { passed: 0, failed: 0, skipped: 0 };
let failed = false;
for (const project of ['unit', 'integration', 'browser']) {
  const report = `.local/test-report-${project}.json`;
  console.log(`\n▶ ${project} tests`);
  const code = await run('npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  failed ||= code !== 0;
  try {
    const results = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += results.numPassedTests;
    totals.failed += results.numFailedTests;
    totals.skipped += results.numPendingTests + results.numTodoTests;
  } catch {
    failed = true;
    console.error(`✖ ${project} tests wrote no report (exit ${code})`);
  }
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed ? 1 : 0);
