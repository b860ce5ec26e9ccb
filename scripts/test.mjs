// `npm test`: everything CI checks, from a clean clone: machine prerequisites, formatting, types,
// lint (with the import boundaries and cycles), the web build and the CDK synth the tests rely on,
// then unit, integration and browser tests.
//
// CI has two cores and the browser tests mostly wait on pages and the local runtime, so they start
// once the web app is built and run beside the rest: the type check beside the other static checks,
// then the unit and the integration tests (each project starts its own local services on free
// ports). The browser-perf project (on-device measurement speed) runs last and alone, so its frame
// rate is measured on an idle machine.
import { readFileSync, mkdirSync } from 'node:fs';
import { ensureChromium, ensureJava } from './prerequisites.mjs';
import { runLabelled } from './run.mjs';

ensureJava();
ensureChromium();
const started = Date.now();

/** Runs steps one after the other; resolves with the title of the first that failed. */
async function sequence(label, steps) {
  for (const [title, command, args, options] of steps) {
    const begun = Date.now();
    console.log(`▶ [${label}] ${title}`);
    const code = await runLabelled(label, command, args, options);
    const seconds = ((Date.now() - begun) / 1000).toFixed(1);
    if (code !== 0) {
      console.error(`✖ [${label}] ${title} failed (exit ${code}, ${seconds} s)`);
      return title;
    }
    console.log(`✔ [${label}] ${title} (${seconds} s)`);
  }
  return undefined;
}

mkdirSync('.local', { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let failed = false;

/**
 * One vitest run per project: the integration and browser set-ups each start their own local
 * services and hand their endpoints to the workers through process.env, so they must not share a run.
 */
async function vitestProject(project) {
  const report = `.local/test-report-${project}.json`;
  console.log(`▶ [${project}] tests`);
  const code = await runLabelled(project, 'npx', [
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
    console.log(
      `■ [${project}] ${results.numPassedTests} passed, ${results.numFailedTests} failed (exit ${code})`,
    );
  } catch {
    failed = true;
    console.error(`✖ [${project}] tests wrote no report (exit ${code})`);
  }
}

/** The static checks, then (when they pass) the unit and the integration tests. */
async function checksThenNodeTests() {
  const staticFailures = (
    await Promise.all([
      sequence('types', [['Type check', 'npm', ['run', 'typecheck', '--silent']]]),
      sequence('checks', [
        ['Formatting (prettier --check)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
        // Lint includes the import boundaries and import-x/no-cycle (eslint.config.js, ARCHITECTURE.md).
        ['Lint, import boundaries and cycles', 'npx', ['eslint', '.', '--max-warnings', '0']],
        [
          'Synthesize the CDK app (offline, no credentials; a demo stack, as the tests run it)',
          'npx',
          ['cdk', 'synth', '--quiet', '-c', 'demo=true'],
          { env: { ...process.env, AWS_PROFILE: '', AWS_ACCESS_KEY_ID: '', AWS_SECRET_ACCESS_KEY: '' } },
        ],
      ]),
    ])
  ).filter(Boolean);
  if (staticFailures.length) {
    failed = true;
    return;
  }
  await vitestProject('unit');
  await vitestProject('integration');
}

// The browser tests serve the built web app: build it first.
if (await sequence('build', [['Build the web app', 'npm', ['run', 'build:web', '--silent']]]))
  process.exit(1);

// The browser project is the long pole (its files run one at a time against one runtime), so it
// starts as soon as the app is built, beside the static checks and then the unit and integration
// tests.
await Promise.all([checksThenNodeTests(), vitestProject('browser')]);
await vitestProject('browser-perf');

const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped (${minutes} min)`);
process.exit(failed ? 1 : 0);
