// The analysis engine's bench: 300 respondents x 2 videos x 120 s at 10 Hz, images included, on one
// core, and how the time grows at 1,000 and 3,000 respondents. Each size runs in a child process
// pinned to one CPU (taskset) with UV_THREADPOOL_SIZE=1, sharp.concurrency(1) and
// --max-old-space-size=512, as a 1-vCPU, 512 MB Lambda would run it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { ProjectAnalysis } from '../../functions/src/analysis/engine/analyse.ts';
import { renderAssetImages, type Frame } from '../../functions/src/analysis/engine/images/render.ts';
import { SEED_NORMS } from '../../functions/src/analysis/engine/norms/seed.ts';
import {
  DEFAULT_POPULATION,
  defaultVideoModel,
  simulateRespondent,
  toSession,
  type SimulationPlan,
} from '../../functions/src/fieldwork/simulation/index.ts';

const VIDEO_SECONDS = 120;

export interface AnalysisBenchResult {
  respondents: number;
  images: boolean;
  samples: number;
  ingestMs: number;
  finishMs: number;
  imagesMs: number;
  ingestCpuMs: number;
  finishCpuMs: number;
  imagesCpuMs: number;
  /** CPU time (user + system) of ingest + finish + images. */
  cpuMs: number;
  imageCount: number;
  imageBytes: number;
  jsonBytes: number;
  peakRssMb: number;
  peakHeapMb: number;
}

/**
 * Synthetic key frames, one per second: raw RGB at the images' 480 px width, as the Lambda gets
 * them from ffmpeg (`-vf fps=1,scale=480:-2 -f rawvideo -pix_fmt rgb24`).
 */
async function keyFrames(hue: number): Promise<Frame[]> {
  const svg = (second: number) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="hsl(${hue},40%,70%)"/>` +
        `<circle cx="${200 + second}" cy="170" r="90" fill="hsl(${(hue + 120) % 360},60%,45%)"/>` +
        `<rect x="420" y="40" width="170" height="60" fill="#223"/><rect x="470" y="270" width="90" height="60" fill="#2a6"/></svg>`,
    );
  // Ten distinct frames reused over the 120 s: decoding still happens once per second.
  const distinct = await Promise.all(
    Array.from({ length: 10 }, async (_, k) => {
      // Through JPEG and back, so the frames carry a real video's compression noise.
      const jpeg = await sharp(svg(k * 10))
        .resize(480, 270)
        .jpeg({ quality: 80 })
        .toBuffer();
      return sharp(jpeg).removeAlpha().raw().toBuffer();
    }),
  );
  return Array.from({ length: VIDEO_SECONDS }, (_, second) => ({
    second,
    raw: { data: distinct[second % 10]!, width: 480, height: 270 },
  }));
}

async function child(respondents: number, withImages: boolean): Promise<AnalysisBenchResult> {
  sharp.concurrency(1);
  const stimuli = [defaultVideoModel('video-a', VIDEO_SECONDS), defaultVideoModel('video-b', VIDEO_SECONDS)];
  const plan: SimulationPlan = {
    projectId: 'bench',
    stimuli,
    orderRule: 'random',
    questions: [],
    population: {
      ...DEFAULT_POPULATION,
      dropoutRate: 0,
      sampleHz: { mean: 10, sd: 0, min: 10, max: 10 },
      jitter: 0.1,
    },
    seed: 2025,
  };
  const framesByAsset = [await keyFrames(200), await keyFrames(20)];
  const analysis = new ProjectAnalysis(
    {
      projectId: 'bench',
      country: 'IT',
      category: 'food',
      viewer: 'tv',
      population: 'national',
      targetRespondents: respondents,
      questions: [],
    },
    stimuli.map((stimulus) => ({
      assetId: stimulus.stimulusId,
      name: stimulus.stimulusId,
      fileName: `${stimulus.stimulusId}.mp4`,
      kind: 'video' as const,
      duration: VIDEO_SECONDS,
      width: 1280,
      height: 720,
    })),
  );
  let peakRss = 0;
  let peakHeap = 0;
  const sampleMemory = () => {
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  };

  // Sessions are simulated and handed over one at a time, as the Lambda streams them from S3;
  // only the time inside the engine counts.
  let ingestMs = 0;
  let samples = 0;
  const cpu = { user: 0, system: 0 };
  const addCpu = (since: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(since);
    cpu.user += used.user;
    cpu.system += used.system;
    return (used.user + used.system) / 1000;
  };
  let ingestCpuMs = 0;
  for (let index = 0; index < respondents; index++) {
    const session = toSession(plan, simulateRespondent(plan, index));
    for (const list of Object.values(session.samples)) samples += list.length;
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    analysis.add(session);
    ingestCpuMs += addCpu(cpuStart);
    ingestMs += performance.now() - started;
    if (index % 50 === 0) sampleMemory();
  }
  sampleMemory();
  let started = performance.now();
  let cpuStart = process.cpuUsage();
  const run = analysis.finish(SEED_NORMS);
  const jsonBytes = JSON.stringify(run.analysis).length;
  const finishCpuMs = addCpu(cpuStart);
  const finishMs = performance.now() - started;
  sampleMemory();

  let imageCount = 0;
  let imageBytes = 0;
  started = performance.now();
  cpuStart = process.cpuUsage();
  if (withImages) {
    for (const [index, asset] of run.assets.entries()) {
      for await (const image of renderAssetImages(
        asset.asset.assetId,
        'video',
        asset.saliency,
        framesByAsset[index]!,
      )) {
        imageCount++;
        imageBytes += image.png.length;
        if (imageCount % 60 === 0) sampleMemory();
      }
    }
  }
  const imagesCpuMs = addCpu(cpuStart);
  const imagesMs = performance.now() - started;
  sampleMemory();
  return {
    respondents,
    images: withImages,
    samples,
    ingestMs,
    finishMs,
    imagesMs,
    ingestCpuMs,
    finishCpuMs,
    imagesCpuMs,
    cpuMs: (cpu.user + cpu.system) / 1000,
    imageCount,
    imageBytes,
    jsonBytes,
    peakRssMb: Math.max(peakRss, process.resourceUsage().maxRSS * 1024) / 2 ** 20,
    peakHeapMb: peakHeap / 2 ** 20,
  };
}

function runChild(respondents: number, withImages: boolean): AnalysisBenchResult {
  const node = fileURLToPath(new URL('../../node_modules/.bin/node', import.meta.url));
  const script = fileURLToPath(import.meta.url);
  const args = [
    '--import',
    'tsx',
    '--max-old-space-size=512',
    script,
    '--child',
    String(respondents),
    withImages ? 'images' : 'no-images',
  ];
  const pinned = existsSync('/usr/bin/taskset');
  const result = spawnSync(pinned ? '/usr/bin/taskset' : node, pinned ? ['-c', '0', node, ...args] : args, {
    env: { ...process.env, UV_THREADPOOL_SIZE: '1' },
    encoding: 'utf8',
    maxBuffer: 16 * 2 ** 20,
  });
  if (result.status !== 0) throw new Error(`analysis bench child failed: ${result.stderr}`);
  const last = result.stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(last) as AnalysisBenchResult;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * Prints the bench; `npm run bench` calls this. CPU time is the figure for "one core": a 1-vCPU
 * Lambda has the core to itself, where this machine's core 0 may be shared (the load is printed),
 * so wall time is printed too but judged on CPU.
 */
export function benchAnalysis(): void {
  console.log(
    '\n== Analysis engine: 2 videos x 120 s at 10 Hz, images included, one CPU (taskset -c 0), UV_THREADPOOL_SIZE=1, sharp.concurrency(1), --max-old-space-size=512',
  );
  const rows = [300, 1000, 3000].map((respondents) => runChild(respondents, true));
  const cpuTotal = (row: AnalysisBenchResult) => row.ingestCpuMs + row.finishCpuMs + row.imagesCpuMs;
  const cpuAnalysis = (row: AnalysisBenchResult) => row.ingestCpuMs + row.finishCpuMs;
  for (const row of rows) {
    console.log(
      `${row.respondents} respondents (${(row.samples / 1e6).toFixed(2)} M samples): CPU ${seconds(cpuTotal(row))} ` +
        `[ingest ${seconds(row.ingestCpuMs)}, analysis ${seconds(row.finishCpuMs)}, images ${seconds(row.imagesCpuMs)} for ${row.imageCount} PNGs, ` +
        `${(row.imageBytes / 2 ** 20).toFixed(1)} MB]; wall ${seconds(row.ingestMs + row.finishMs + row.imagesMs)}; ` +
        `peak RSS ${row.peakRssMb.toFixed(0)} MB (heap ${row.peakHeapMb.toFixed(0)} MB); analysis JSON ${(row.jsonBytes / 1024).toFixed(0)} KB`,
    );
  }
  const base = rows[0]!;
  for (const row of rows.slice(1)) {
    console.log(
      `growth ${row.respondents} vs 300 respondents (x${(row.respondents / 300).toFixed(1)}): analysis without images CPU x${(cpuAnalysis(row) / cpuAnalysis(base)).toFixed(2)}, ` +
        `images included CPU x${(cpuTotal(row) / cpuTotal(base)).toFixed(2)} (images do not depend on respondents)`,
    );
  }
  const met = cpuTotal(base) < 5000 && base.peakRssMb < 512;
  console.log(
    `target, 300 respondents under 5 s and 512 MB on one core: ${met ? 'met' : 'MISSED'} (CPU ${seconds(cpuTotal(base))}, ` +
      `peak RSS ${base.peakRssMb.toFixed(0)} MB; load average during the run ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`,
  );
}

if (process.argv[2] === '--child') {
  const result = await child(Number(process.argv[3]), process.argv[4] === 'images');
  console.log(JSON.stringify(result));
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchAnalysis();
}
