// `npm run bench`: numbers, printed. Each section says what it measured and on what.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { ENV } from '@adpulse/shared';
import { measureWebBundle } from '../../web/scripts/bundle-size.ts';
import { startTestRuntime } from '../support/runtime.ts';
import { benchAnalysis, benchLiveRuns } from './analysis.ts';
import { measureLatency } from './api-latency.ts';
import {
  describeApiDuringAnalysis,
  measureApiDuringAnalysis,
  storeAnalysisLoad,
} from './api-during-analysis.ts';
import { benchDashboard, seedBenchClient } from './dashboard.ts';
import { coldImportCpuMs, lambdaBundleSizes } from './lambda-bundles.ts';
import { printMeasurementBench } from './measurement.ts';
import { printUploadBench } from './respondent-uploads.ts';
import { printLighthouseBench } from './lighthouse.ts';
import { printResultsBench } from './results-first-chart.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const section = (title: string) => console.log(`\n== ${title}`);
const loadNow = () => `load average ${loadavg()[0]?.toFixed(1) ?? '?'}`;

const runtime = await startTestRuntime();
try {
  section('Local API: GET /api/health (10 connections, 5 s, loopback)');
  const health = await measureLatency(`${runtime.apiUrl}/health`);
  console.log(`requests/s: ${health.requestsPerSecond}`);
  console.log(`p50 latency: ${health.p50Ms} ms`);
  console.log(`p99 latency: ${health.p99Ms} ms`);
  console.log(`errors: ${health.errors}, non-2xx: ${health.non2xx}`);

  section('Dashboard list calls, one client with 10,000 projects (sequential samples)');
  const client = await seedBenchClient(10_000);
  console.log(
    `seeded ${client.projects} projects and ${client.folders} folders in ${(client.seedMs / 1000).toFixed(1)} s`,
  );
  const dashboard = await benchDashboard(runtime.apiUrl, client.token, client.clientId, {
    searchWord: client.searchWord,
  });
  for (const call of dashboard.calls) {
    console.log(
      `${call.name}: p50 ${call.p50Ms.toFixed(1)} ms, p99 ${call.p99Ms.toFixed(1)} ms, ${call.rcu} RCU, ${call.items} items (${call.samples} samples)`,
    );
  }

  section('Local API while a 300-respondent analysis runs (2 videos x 120 s; issue 22 target: p99 < 200 ms)');
  const load = await storeAnalysisLoad(client.clientId, 300, 120);
  const during = await measureApiDuringAnalysis({
    url: runtime.url,
    apiUrl: runtime.apiUrl,
    stateMachineArn: process.env[ENV.analysisStateMachineArn] ?? '',
    clientId: client.clientId,
    projectId: load.projectId,
    token: client.token,
  });
  console.log(`${load.completes} completes stored\n${describeApiDuringAnalysis(during)}`);
  console.log(`target p99 < 200 ms (server side): ${during.server.p99Ms < 200 ? 'met' : 'NOT met'}`);
} finally {
  await runtime.stop();
}

section('Web: initial JavaScript of the login page (web/dist, gzip level 9)');
const build = spawnSync('npm', ['run', 'build:web', '--silent'], { stdio: 'inherit' });
if (build.status !== 0) throw new Error('web build failed');
const web = measureWebBundle();
console.log(
  `login initial JS: ${kb(web.loginInitialJs.gzipBytes)} gzipped (${kb(web.loginInitialJs.bytes)} raw, ${web.loginInitialJs.files.length} files); budget ${kb(web.budgetGzipBytes)}`,
);
console.log(
  `plotly chunk: ${kb(web.plotly.gzipBytes)} gzipped, in login initial JS: ${web.plotly.inLoginInitialJs}`,
);

await printResultsBench();

await printLighthouseBench();

section('Lambda bundles (cdk synth with esbuild bundling), size and cold import CPU');
const synth = spawnSync('npx', ['cdk', 'synth', '--quiet', '-c', 'demo=true'], { stdio: 'inherit' });
if (synth.status !== 0) throw new Error('cdk synth failed');
for (const bundle of lambdaBundleSizes()) {
  console.log(
    `${bundle.entry}: ${kb(bundle.bytes)} (gzip ${kb(bundle.gzipBytes)}); cold import ${coldImportCpuMs(bundle.file).toFixed(0)} ms CPU (median of 5, one CPU, ${loadNow()})`,
  );
}

await benchAnalysis();
await benchLiveRuns();

const measurement = await printMeasurementBench();

await printUploadBench(measurement);
