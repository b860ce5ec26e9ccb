/**
 * `npm run fit:smile-fusion -- DUMP.json [DUMP.json ...] [--last-development ID]`
 *
 * The smile fusion's constants (smile-fusion.ts, SMILE_FUSION) from `validate:camera --dump`
 * files: each reading of the alternating phases relative to its person's rest (the median of
 * each feature over the person's first 8 s of readings, the calibration's span), fitted by
 * L2-penalised logistic regression on the development identities only (ID <= --last-development,
 * 123 by default: faces-london's 004-123), scored leave-one-identity-out there. The held-out
 * identities are never read: their figures come from validate:camera through the product's path.
 * Prints the constants as SMILE_FUSION takes them (methodology §2).
 */
import { readFile } from 'node:fs/promises';
import {
  completeSignals,
  fitSmileFusion,
  fusionLogit,
  smileFeatures,
  type SmileFusion,
  type SmileSignals,
} from '../web/src/features/respondent/measurement/smile-fusion.ts';

import { rocAuc } from '../web/src/features/respondent/measurement/validation-report.ts';
import { CAMERA_SCHEDULE, phaseAt } from './measurement/camera-validation.ts';

/** The calibration's span in the fake camera: 3 s neutral, 13 targets of 400 ms, some slack. */
const REST_SECONDS = 8;
const L2 = 0.01;

interface Dumped {
  identity: string;
  readings: { index: number; signals: Partial<SmileSignals> }[];
}

interface Row {
  identity: string;
  happy: boolean;
  features: number[];
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  return ((sorted[Math.floor(middle)] ?? 0) + (sorted[Math.ceil(middle)] ?? 0)) / 2;
};

/** Each reading of the alternating phases, relative to the person's rest. */
function relativeRows(person: Dumped): { rows: Row[]; rest: number[] } {
  const leadIn = CAMERA_SCHEDULE.leadInSeconds * CAMERA_SCHEDULE.fps;
  const read = person.readings.flatMap((reading) => {
    const signals = completeSignals(reading.signals);
    return signals ? [{ index: reading.index, features: smileFeatures(signals) }] : [];
  });
  const calibration = read.filter((reading) => reading.index < leadIn).sort((a, b) => a.index - b.index);
  const first = calibration[0]?.index ?? 0;
  const resting = calibration.filter((reading) => reading.index < first + REST_SECONDS * CAMERA_SCHEDULE.fps);
  if (resting.length === 0) throw new Error(`${person.identity}: no reading in the calibration's span`);
  const rest = (resting[0]?.features ?? []).map((_, j) => median(resting.map((r) => r.features[j] ?? 0)));
  const rows = read.flatMap((reading) => {
    const happy = reading.index >= leadIn ? phaseAt(CAMERA_SCHEDULE, reading.index) : null;
    return happy === null
      ? []
      : [{ identity: person.identity, happy, features: reading.features.map((v, j) => v - (rest[j] ?? 0)) }];
  });
  return { rows, rest };
}

const fit = (rows: readonly Row[]) =>
  fitSmileFusion(
    rows.map((row) => row.features),
    rows.map((row) => (row.happy ? 1 : 0)),
    L2,
    1500,
  );

/** The fit on relative readings, in SMILE_FUSION's form (module comment of smile-fusion.ts). */
function asProductFusion(relative: SmileFusion, typicalRest: readonly number[]): SmileFusion {
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  return {
    mean: relative.mean.map((m, j) => round(m + (typicalRest[j] ?? 0))),
    scale: relative.scale,
    weights: relative.weights,
    restLogit: round(
      fusionLogit(
        relative.mean.map(() => 0),
        relative,
      ),
    ),
  };
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const at = argv.indexOf('--last-development');
  const lastDevelopment = at >= 0 ? Number(argv.splice(at, 2)[1]) : 123;
  if (argv.length === 0 || !Number.isFinite(lastDevelopment)) {
    throw new Error('usage: npm run fit:smile-fusion -- DUMP.json [...] [--last-development ID]');
  }
  const people = (
    await Promise.all(argv.map(async (file) => JSON.parse(await readFile(file, 'utf8')) as Dumped[]))
  )
    .flat()
    .filter((person) => Number(person.identity) <= lastDevelopment);
  const read = people.map(relativeRows);
  const rows = read.flatMap((person) => person.rows);
  const held = new Map<Row, number>();
  for (const person of people) {
    const fusion = fit(rows.filter((row) => row.identity !== person.identity));
    for (const row of rows.filter((row) => row.identity === person.identity)) {
      held.set(row, 1 / (1 + Math.exp(-fusionLogit(row.features, fusion))));
    }
  }
  const happy = rows.filter((row) => row.happy).map((row) => held.get(row) ?? 0);
  const neutral = rows.filter((row) => !row.happy).map((row) => held.get(row) ?? 0);
  const share = (values: number[]) => values.filter((p) => p >= 0.5).length / values.length;
  console.log(
    `Development: ${people.length} identities, ${rows.length} readings. Leave-one-identity-out: AUC ${rocAuc(happy, neutral)?.toFixed(3)}, neutral read happy ${(share(neutral) * 100).toFixed(1)}%, smiles read happy ${(share(happy) * 100).toFixed(1)}%`,
  );
  const typicalRest = (read[0]?.rest ?? []).map(
    (_, j) => read.reduce((sum, person) => sum + (person.rest[j] ?? 0), 0) / read.length,
  );
  console.log(JSON.stringify(asProductFusion(fit(rows), typicalRest)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
