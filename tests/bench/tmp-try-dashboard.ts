import { startTestRuntime } from '../support/runtime.ts';
import { benchDashboard, seedBenchClient } from './dashboard.ts';
const n = Number(process.argv[2] ?? 1000);
const t0 = performance.now();
const runtime = await startTestRuntime();
console.log('runtime up', Math.round(performance.now() - t0), 'ms');
try {
  const client = await seedBenchClient(n);
  console.log('seeded', client.projects, 'in', client.seedMs, 'ms');
  const result = await benchDashboard(runtime.apiUrl, client.token, client.clientId, { samples: 100, searchWord: client.searchWord });
  console.table(result.calls);
} finally {
  await runtime.stop();
}
