// `npm run bench`: numbers, printed. Each section says what it measured and on what.
import { spawnSync } from 'node:child_process';
import { startTestRuntime } from '../support/runtime.ts';
import { measureLatency } from './api-latency.ts';
import { lambdaBundleSizes } from './lambda-bundles.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function section(title: string) {
  console.log(`\n== ${title}`);
}

section('Local API: GET /api/health (10 connections, 5 s, loopback)');
const runtime = await startTestRuntime();
try {
  const health = await measureLatency(`${runtime.apiUrl}/health`);
  console.log(`requests/s: ${health.requestsPerSecond}`);
  console.log(`p50 latency: ${health.p50Ms} ms`);
  console.log(`p99 latency: ${health.p99Ms} ms`);
  console.log(`errors: ${health.errors}, non-2xx: ${health.non2xx}`);
} finally {
  await runtime.stop();
}

section('Lambda bundles (cdk synth with esbuild bundling)');
const synth = spawnSync('npx', ['cdk', 'synth', '--quiet'], { stdio: 'inherit' });
if (synth.status !== 0) throw new Error('cdk synth failed');
for (const bundle of lambdaBundleSizes()) {
  console.log(`${bundle.entry}: ${kb(bundle.bytes)} (gzip ${kb(bundle.gzipBytes)})`);
}
