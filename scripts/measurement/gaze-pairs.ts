/**
 * The gaze features of the development pairs (neutral/ID.jpg and happy/ID.jpg of one person,
 * eyes unchanged) through the product's worker: how much a smile alone moves them.
 * `npx tsx scripts/measurement/gaze-pairs.ts DIR [OUT.json]` writes each pair's features.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { harnessCall, openHarness } from './harness-driver.ts';
import { ensureWebBuilt } from '../web-build.ts';

const [dir = '../shared/data/faces-london', out = '/tmp/gaze-pairs.json'] = process.argv.slice(2);
await ensureWebBuilt((line) => console.log(line));
const harness = await openHarness();
try {
  await harnessCall(harness.page, 'openWorker');
  const happy = new Set(await readdir(join(dir, 'happy')));
  const ids = (await readdir(join(dir, 'neutral'))).filter((name) => happy.has(name)).sort();
  const pairs = [];
  for (const id of ids) {
    const read = async (label: string) =>
      harnessCall(
        harness.page,
        'readImage',
        (await readFile(join(dir, label, id))).toString('base64'),
        'image/jpeg',
      );
    const [neutral, smile] = [await read('neutral'), await read('happy')];
    pairs.push({ id, neutral: neutral.gazeFeatures, happy: smile.gazeFeatures });
    console.log(id, neutral.gazeFeatures?.length ?? 'no face', smile.gazeFeatures?.length ?? 'no face');
  }
  await writeFile(out, JSON.stringify(pairs));
} finally {
  await harness.close();
}
