import { readFile, readdir } from 'node:fs/promises';
import { ensureWebBuilt, fakeCameraArgs, harnessCall, openHarness } from '../../scripts/measurement/harness-driver.ts';
import { fakeCameraFile, stimulusVideo } from '../fixtures/fake-camera.ts';

async function tree(): Promise<Map<number, { ppid: number; cpu: number; name: string }>> {
  const out = new Map();
  for (const d of await readdir('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const s = await readFile(`/proc/${d}/stat`, 'utf8');
      const r = s.slice(s.lastIndexOf(')') + 2).split(' ');
      const name = s.slice(s.indexOf('(') + 1, s.lastIndexOf(')'));
      out.set(Number(d), { ppid: Number(r[1]), cpu: Number(r[11]) + Number(r[12]), name });
    } catch {}
  }
  return out;
}
async function threads(root: number) {
  const t = await tree();
  const isDesc = (pid: number): boolean => { let p = pid; for (let i = 0; i < 20; i++) { const e = t.get(p); if (!e) return false; if (e.ppid === root) return true; p = e.ppid; } return false; };
  const out: Record<string, number> = {};
  for (const [pid] of t) if (isDesc(pid)) {
    for (const tid of await readdir(`/proc/${pid}/task`).catch(() => [])) {
      try { const s = await readFile(`/proc/${pid}/task/${tid}/stat`, 'utf8'); const r = s.slice(s.lastIndexOf(')') + 2).split(' '); const name = s.slice(s.indexOf('(') + 1, s.lastIndexOf(')')); out[`${name}:${tid}`] = (out[name] ?? 0) + (Number(r[11]) + Number(r[12])) * 10; } catch {}
    }
  }
  return out;
}
async function cpuOfDescendants(root: number) {
  const t = await tree();
  let total = 0;
  const per: Record<string, number> = {};
  const isDesc = (pid: number): boolean => { let p = pid; for (let i = 0; i < 20; i++) { const e = t.get(p); if (!e) return false; if (e.ppid === root) return true; p = e.ppid; } return false; };
  for (const [pid, e] of t) if (isDesc(pid)) { total += e.cpu; per[pid] = e.cpu; }
  return { total: total * 10, per };
}
await ensureWebBuilt();
const [camera, stimulus] = await Promise.all([fakeCameraFile(), stimulusVideo()]);
const harness = await openHarness({ extraArgs: [...fakeCameraArgs(camera), ...(process.env.EXTRA ?? '').split(' ').filter(Boolean)] });
if (process.env.EXP) await harness.page.goto(`${harness.origin}/measure-harness.html?exp=${process.env.EXP}`), await harness.page.waitForFunction(() => window.measureHarness !== undefined);
harness.page.on('worker', (w) => w.on('console', (m) => { if (m.text().startsWith('PROF')) console.log(m.text()); }));
try {
  const stim = (await readFile(stimulus)).toString('base64');
  for (let round = 0; round < Number(process.env.ROUNDS ?? 1); round++) {
  const before = await cpuOfDescendants(process.pid);
  const t0 = Date.now();
  const pending = harnessCall(harness.page, 'cameraRun', { stimulusBase64: stim, stimulusId: 'bench' });
  await harness.page.waitForFunction(() => document.getElementById('status')?.textContent === 'Measuring', null, { polling: 50, timeout: 120000 });
  const th0 = await threads(process.pid); const c0 = await harness.page.evaluate(() => 0);
  let th1 = th0; let done = false;
  const poller = (async () => { while (!done) { const t = await threads(process.pid); th1 = { ...th1, ...t }; await new Promise((r) => setTimeout(r, 300)); } })();
  const run = await pending; done = true; await poller;
  const diff = Object.fromEntries(Object.entries(th1).map(([k, v]) => [k, v - (th0[k] ?? 0)]).filter(([, v]) => (v as number) > 100));
  console.log('thread cpu ms during stimulus', JSON.stringify(diff), 'readings', run.stats.readings);
  const after = await cpuOfDescendants(process.pid);
  const wall = Date.now() - t0;
  const cpu = after.total - before.total;
  console.log('samples/s', (run.samples.length / run.stimulusDuration).toFixed(1), 'readings', run.stats.readings, 'work', run.stats.meanWorkMs, 'lat', run.stats.meanLatencyMs, 'faces', (run.samples.filter(s=>s.face).length/run.samples.length).toFixed(3), 'cpu ms total', cpu, 'wall', wall, 'cpu/reading', (cpu / run.stats.readings).toFixed(1), 'cores used', (cpu / wall).toFixed(2));
  }
} finally { await harness.close(); }
