/**
 * `npm run validate:camera -- DIR [--identities N] [--only ID,ID] [--dump FILE]`
 *
 * The expression measurement through the camera path, the way a respondent is measured: for each
 * identity with `neutral/ID.jpg` and `happy/ID.jpg` in DIR, a fake-camera video (640x480, 30 fps)
 * shows the neutral photo through the calibration, then neutral and happy alternating on a known
 * schedule, the photo at drifting sizes and places, each frame carrying its index
 * (scripts/measurement/camera-validation.ts). The respondent app's measurement module reads it
 * in headless Chromium (--use-file-for-fake-video-capture); each sample is matched to the frame
 * it was read from. Prints the pooled AUC of the happy score (smile phase against neutral phase)
 * over all samples and over per-second means, the shares of neutral-phase and smile-phase samples
 * read happy, the AUC of each identity, the lag of the best cross-correlation with the schedule,
 * samples per second, then all of it as one JSON object on the last line. Exit code 1 when the
 * targets are missed (pooled AUC >= 0.98, neutral read happy <= 5%, smiles read happy >= 90%,
 * |lag| <= 100 ms), 2 on bad input or a failure.
 *
 * --identities N: the first N identities; --only: these identities. --dump writes, per identity,
 * every reading's fusion inputs with its frame index and the calibration's rest, as JSON: the
 * fusion and the rest rule are then compared offline on the same readings.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import {
  cameraReport,
  CAMERA_TARGETS,
  runIdentity,
  type IdentityRun,
} from './measurement/camera-validation.ts';
import { ensureWebBuilt } from './web-build.ts';

class UsageError extends Error {}

interface Arguments {
  dir: string;
  identities: number | null;
  only: string[] | null;
  dump: string | null;
}

function parseArguments(argv: string[]): Arguments {
  let dir: string | undefined;
  let identities: number | null = null;
  let only: string[] | null = null;
  let dump: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--identities') {
      identities = Number(argv[++i]);
      if (!Number.isInteger(identities) || identities < 1) throw new UsageError('--identities takes a count');
    } else if (arg === '--only') {
      only = (argv[++i] ?? '').split(',').filter(Boolean);
      if (!only.length) throw new UsageError('--only takes identities, e.g. --only 042,115');
    } else if (arg === '--dump') dump = resolve(argv[++i] ?? '');
    else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`);
    else if (dir === undefined) dir = arg;
    else throw new UsageError(`one folder only (got ${dir} and ${arg})`);
  }
  if (!dir) throw new UsageError('name the folder of labelled faces: npm run validate:camera -- DIR');
  return { dir: resolve(dir), identities, only, dump };
}

/** The identities with both photos (same file name in neutral/ and happy/). */
export async function identityPairs(
  dir: string,
): Promise<{ identity: string; neutral: string; happy: string }[]> {
  let names: string[];
  try {
    names = (await readdir(join(dir, 'neutral'))).sort();
  } catch {
    throw new UsageError(`no neutral/ folder in ${dir}`);
  }
  return names
    .filter((name) => ['.jpg', '.jpeg', '.png'].includes(extname(name).toLowerCase()))
    .filter((name) => existsSync(join(dir, 'happy', name)))
    .map((name) => ({
      identity: name.slice(0, -extname(name).length),
      neutral: join(dir, 'neutral', name),
      happy: join(dir, 'happy', name),
    }));
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

async function main(): Promise<number> {
  const args = parseArguments(process.argv.slice(2));
  const pairs = (await identityPairs(args.dir))
    .filter((pair) => !args.only || args.only.includes(pair.identity))
    .slice(0, args.identities ?? undefined);
  if (pairs.length === 0)
    throw new UsageError(`no identity has both neutral/ID.jpg and happy/ID.jpg in ${args.dir}`);
  await ensureWebBuilt((line) => console.log(line));
  console.log(`Folder: ${args.dir} (${pairs.length} identities)`);
  const runs: IdentityRun[] = [];
  for (const pair of pairs) {
    const run = await runIdentity(pair.identity, {
      neutral: await readFile(pair.neutral),
      happy: await readFile(pair.happy),
    });
    runs.push(run);
    const own = cameraReport([run]);
    console.log(
      `  ${pair.identity}: ${run.matched.length} expression samples, AUC ${own.pooledAuc?.toFixed(3) ?? 'n/a'}, neutral read happy ${percent(own.neutralReadHappy)}, smiles read happy ${percent(own.smileReadHappy)}${run.calibrationError ? `, calibration: ${run.calibrationError}` : ''}${run.calibratedOnNeutral ? '' : ', calibrated off the neutral lead-in'}`,
    );
  }
  if (args.dump) {
    const dumped = runs.map(({ identity, readings, smileBaseline }) => ({
      identity,
      smileBaseline,
      readings,
    }));
    await writeFile(args.dump, JSON.stringify(dumped));
  }
  const report = cameraReport(runs);
  console.log(
    `Pooled AUC of the happy score, smile phase against neutral phase: ${report.pooledAuc?.toFixed(3) ?? 'n/a'} (${report.samples} samples)`,
  );
  console.log(`Pooled AUC of per-second means: ${report.perSecondAuc?.toFixed(3) ?? 'n/a'}`);
  console.log(`Neutral-phase samples read happy: ${percent(report.neutralReadHappy)}`);
  console.log(`Smile-phase samples read happy: ${percent(report.smileReadHappy)}`);
  console.log(
    `AUC per identity: ${Object.entries(report.perIdentityAuc)
      .map(([identity, auc]) => `${identity} ${auc?.toFixed(3) ?? 'n/a'}`)
      .join(', ')}`,
  );
  console.log(`Lag of the best cross-correlation with the schedule: ${report.lagMs} ms`);
  console.log(
    `Samples per second: ${report.samplesPerSecond} (${report.expressionsPerSecond} with an expression); face in ${percent(report.faceShare)}`,
  );
  console.log(
    `Targets (pooled AUC >= ${CAMERA_TARGETS.pooledAuc}, neutral read happy <= ${percent(CAMERA_TARGETS.neutralReadHappy)}, smiles read happy >= ${percent(CAMERA_TARGETS.smileReadHappy)}, |lag| <= ${CAMERA_TARGETS.maxLagMs} ms): ${report.targetsMet ? 'met' : 'NOT met'}`,
  );
  console.log(JSON.stringify(report));
  return report.targetsMet ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof UsageError ? `validate:camera: ${error.message}` : error);
    process.exit(2);
  },
);
