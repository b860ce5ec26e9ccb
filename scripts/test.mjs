// `npm test`: everything CI checks, from a clean clone: machine prerequisites, types, lint, the
// web build and the CDK synth the tests rely on, then unit, integration and browser tests.
import { readFileSync, mkdirSync } from 'node:fs';
import { ensureChromium, ensureJava } from './prerequisites.mjs';
import { run, step } from './run.mjs';

ensureJava();
ensureChromium();

await step('Type check', 'npm', ['run', 'typecheck', '--silent']);
await step('Lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
await step('Build the web app', 'npm', ['run', 'build:web', '--silent']);
await step('Synthesize the CDK app (offline, no credentials)', 'npx', ['cdk', 'synth', '--quiet'], {
  env: { ...process.env, AWS_PROFILE: '', AWS_ACCESS_KEY_ID: '', AWS_SECRET_ACCESS_KEY: '' },
});

mkdirSync('.local', { recursive: true });
const report = '.local/test-report.json';
console.log('\n▶ Unit, integration and browser tests');
const code = await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);

let summary;
try {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  summary = `${results.numPassedTests} passed, ${results.numFailedTests} failed, ${results.numPendingTests + results.numTodoTests} skipped`;
} catch {
  summary = undefined;
}
if (summary) console.log(`\n${summary}`);
process.exit(code);
