/**
 * `npm run validate:expressions -- DIR [--model ID] [--sizes 100,75,50] [--details] [--fit] [--dump FILE]`
 *
 * Runs the respondent app's very measurement module (same worker, same model, same threshold),
 * in headless Chromium, on a folder of labelled face images: each subfolder names its label
 * (neutral, happy, or any other of the 7 expressions). Prints faces found, per-label share read
 * correctly, AUC of happy against neutral and balanced accuracy at the product's threshold, then
 * the same figures as one JSON object on the last line. Exit code 1 when the targets are not met
 * (faces 100%, AUC >= 0.95, balanced accuracy >= 0.85), 2 on bad input or a failure.
 *
 * --sizes: each image composed into a 640x480 frame (centred, on the fake camera's grey) with the
 * face photo at each of these heights in percent of the frame; the figures per size, and the
 * targets must hold at every size. --fit then fits on all sizes together (leave-one-identity-out
 * holds out a person at every size). --dump writes the fusion inputs of every image as JSON.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, extname, join, resolve } from 'node:path';
import { EXPRESSIONS, type Expression } from '../shared/src/fieldwork/index.ts';
import {
  EXPRESSION_MODELS,
  HAPPY_THRESHOLD,
  PRODUCT_EXPRESSION_MODEL,
  isExpression,
  type ExpressionModelId,
} from '../web/src/features/respondent/measurement/expression.ts';
import {
  completeSignals,
  fitSmileFusion,
  leaveOneIdentityOut,
  smileFeatures,
  type FusionExample,
} from '../web/src/features/respondent/measurement/smile-fusion.ts';
import {
  VALIDATION_TARGETS,
  rocAuc,
  validationReport,
  type LabelledReading,
  type ValidationReport,
} from '../web/src/features/respondent/measurement/validation-report.ts';
import { composeInFrame } from './measurement/compose-frame.ts';
import { harnessCall, openHarness, type HarnessSession } from './measurement/harness-driver.ts';
import { ensureWebBuilt } from './web-build.ts';

const IMAGE_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

class UsageError extends Error {}

interface Arguments {
  dir: string;
  model: ExpressionModelId;
  details: boolean;
  fit: boolean;
  /** Face heights in percent of a 640x480 frame; null: the images as they are. */
  sizes: number[] | null;
  /** Write the fusion's inputs of every happy and neutral image to this JSON file. */
  dump: string | null;
}

function parseArguments(argv: string[]): Arguments {
  let dir: string | undefined;
  let model: ExpressionModelId = PRODUCT_EXPRESSION_MODEL;
  let details = false;
  let fit = false;
  let sizes: number[] | null = null;
  let dump: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--details') details = true;
    else if (arg === '--fit') fit = true;
    else if (arg === '--dump') dump = resolve(argv[++i] ?? '');
    else if (arg === '--sizes') {
      sizes = (argv[++i] ?? '').split(',').map(Number);
      if (!sizes.length || sizes.some((size) => !Number.isInteger(size) || size < 10 || size > 100)) {
        throw new UsageError('--sizes takes face heights in percent of the frame, e.g. --sizes 100,75,50');
      }
    } else if (arg === '--model') {
      const value = argv[++i] ?? '';
      if (!(EXPRESSION_MODELS as readonly string[]).includes(value)) {
        throw new UsageError(`--model must be one of: ${EXPRESSION_MODELS.join(', ')}`);
      }
      model = value as ExpressionModelId;
    } else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`);
    else if (dir === undefined) dir = arg;
    else throw new UsageError(`one folder only (got ${dir} and ${arg})`);
  }
  if (!dir) throw new UsageError('name the folder of labelled faces: npm run validate:expressions -- DIR');
  if (fit && model !== 'smile-fusion') throw new UsageError('--fit works with --model smile-fusion');
  return { dir: resolve(dir), model, details, fit, sizes, dump };
}

interface LabelledImage {
  label: Expression;
  file: string;
  type: string;
}

async function listImages(dir: string): Promise<LabelledImage[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    throw new UsageError(`cannot read the folder ${dir}`);
  }
  const folders = entries.filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'));
  const unknown = folders.filter((folder) => !isExpression(folder.name)).map((folder) => folder.name);
  if (unknown.length) {
    throw new UsageError(
      `subfolders must be named after an expression (${EXPRESSIONS.join(', ')}); not: ${unknown.join(', ')}`,
    );
  }
  const images: LabelledImage[] = [];
  for (const folder of folders) {
    const files = (await readdir(join(dir, folder.name))).sort();
    for (const name of files) {
      const type = IMAGE_TYPES[extname(name).toLowerCase()];
      if (type) images.push({ label: folder.name as Expression, file: join(dir, folder.name, name), type });
    }
  }
  if (images.length === 0) throw new UsageError(`no JPEG, PNG or WebP images in the label folders of ${dir}`);
  return images;
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/**
 * --fit: the smile fusion fitted on this folder (the constants of smile-fusion.ts come from the
 * development set this way), and how it does on people it was not fitted on.
 */
function printFusionFit(examples: FusionExample[]): void {
  if (!examples.some((example) => example.happy) || !examples.some((example) => !example.happy)) {
    throw new UsageError('--fit needs happy and neutral images read with --model smile-fusion');
  }
  const fusion = fitSmileFusion(
    examples.map((example) => smileFeatures(example.signals)),
    examples.map((example) => (example.happy ? 1 : 0)),
  );
  const held = leaveOneIdentityOut(examples);
  const happy = held.filter((_, i) => examples[i]?.happy);
  const neutral = held.filter((_, i) => !examples[i]?.happy);
  const auc = rocAuc(happy, neutral) ?? 0;
  const balanced =
    (happy.filter((p) => p >= HAPPY_THRESHOLD).length / happy.length +
      neutral.filter((p) => p < HAPPY_THRESHOLD).length / neutral.length) /
    2;
  console.log(`Smile fusion fitted on this folder (${examples.length} images): ${JSON.stringify(fusion)}`);
  console.log(
    `Leave-one-identity-out (same file name = same person): AUC ${auc.toFixed(3)}, balanced accuracy ${percent(balanced)}`,
  );
}

/** A fusion example with the face mesh it was read from (--dump: features are explored offline). */
type DumpedExample = FusionExample & { mesh?: number[][] };

interface FolderReading {
  readings: LabelledReading[];
  examples: DumpedExample[];
  workMs: number;
}

/** Every image through the worker, as it is or composed into a 640x480 frame at a face size. */
async function readFolder(
  page: HarnessSession['page'],
  images: LabelledImage[],
  size: number | null,
  details: boolean,
): Promise<FolderReading> {
  const readings: LabelledReading[] = [];
  const examples: DumpedExample[] = [];
  let workMs = 0;
  for (const image of images) {
    const original = await readFile(image.file);
    const [bytes, type] =
      size === null
        ? [original, image.type]
        : [await composeInFrame(original, { heightShare: size / 100 }), 'image/png'];
    const reading = await harnessCall(page, 'readImage', bytes.toString('base64'), type);
    workMs += reading.workMs;
    readings.push({ label: image.label, face: reading.face, expr: reading.expr });
    if (reading.face && reading.signals && (image.label === 'happy' || image.label === 'neutral')) {
      const signals = completeSignals(reading.signals);
      if (signals) {
        examples.push({
          identity: basename(image.file, extname(image.file)),
          happy: image.label === 'happy',
          signals,
          mesh: reading.mesh,
        });
      }
    }
    if (details) {
      const scores = reading.expr
        ? Object.entries(reading.expr)
            .sort((a, b) => b[1] - a[1])
            .slice(0, 3)
            .map(([label, score]) => `${label} ${score.toFixed(3)}`)
            .join(', ')
        : 'no face';
      console.log(`  ${size === null ? '' : `${size}% `}${image.label}/${basename(image.file)}: ${scores}`);
    }
  }
  return { readings, examples, workMs };
}

function printReport(report: ValidationReport, workMs: number, images: number, heading: string): void {
  console.log(heading);
  console.log(`Faces found: ${report.facesFound} of ${report.images} (${percent(report.faceShare)})`);
  for (const [label, figures] of Object.entries(report.perLabel)) {
    console.log(
      `Read correctly, ${label}: ${figures.correct} of ${figures.images} (${percent(figures.share)})`,
    );
  }
  console.log(
    `AUC of happy against neutral: ${report.happyAuc === null ? 'n/a (needs happy and neutral)' : report.happyAuc.toFixed(3)}`,
  );
  console.log(
    `Balanced accuracy at happy >= ${report.threshold}: ${report.balancedAccuracy === null ? 'n/a' : percent(report.balancedAccuracy)}`,
  );
  console.log(`Mean worker time per image: ${(workMs / images).toFixed(1)} ms`);
  console.log(
    `Targets (faces ${percent(VALIDATION_TARGETS.faceShare)}, AUC >= ${VALIDATION_TARGETS.happyAuc}, balanced accuracy >= ${VALIDATION_TARGETS.balancedAccuracy}): ${report.targetsMet ? 'met' : 'NOT met'}`,
  );
}

async function main(): Promise<number> {
  const args = parseArguments(process.argv.slice(2));
  const images = await listImages(args.dir);
  await ensureWebBuilt((line) => console.log(line));
  const harness = await openHarness();
  try {
    const worker = await harnessCall(harness.page, 'openWorker', args.model);
    console.log(
      `Model: ${args.model}${args.model === PRODUCT_EXPRESSION_MODEL ? " (the product's)" : ''}; backend ${worker.backend}; models loaded in ${worker.loadMs} ms`,
    );
    console.log(`Folder: ${args.dir} (${images.length} images)`);
    const bySize: Record<string, ValidationReport> = {};
    const examples: (DumpedExample & { size: number | null })[] = [];
    for (const size of args.sizes ?? [null]) {
      const read = await readFolder(harness.page, images, size, args.details);
      const report = validationReport(read.readings);
      bySize[size === null ? 'as-is' : String(size)] = report;
      examples.push(...read.examples.map((example) => ({ ...example, size })));
      printReport(
        report,
        read.workMs,
        images.length,
        size === null
          ? 'Images as they are:'
          : `Face at ${size}% of the height of a 640x480 frame (centred):`,
      );
    }
    if (harness.foreignRequests.length) {
      throw new Error(`the page tried to reach other hosts: ${harness.foreignRequests.join(', ')}`);
    }
    if (args.fit) printFusionFit(examples);
    if (args.dump) await writeFile(args.dump, JSON.stringify(examples));
    const reports = Object.values(bySize);
    const targetsMet = reports.every((report) => report.targetsMet);
    if (args.sizes) console.log(`Targets at every size: ${targetsMet ? 'met' : 'NOT met'}`);
    const [only] = reports;
    console.log(
      JSON.stringify(
        args.sizes || !only
          ? { model: args.model, targetsMet, sizes: bySize }
          : { model: args.model, ...only },
      ),
    );
    return targetsMet ? 0 : 1;
  } finally {
    await harness.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof UsageError ? `validate:expressions: ${error.message}` : error);
    process.exit(2);
  },
);
