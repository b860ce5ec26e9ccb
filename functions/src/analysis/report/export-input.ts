import type { TFunction } from 'i18next';
import type { Analysis } from '@adpulse/shared/analysis/index';
import { SCENES_PER_ASSET, sceneSeconds } from '@adpulse/shared/analysis/diagnosis';
import type { Language } from '@adpulse/shared/i18n/index';
import { translatorFor } from '@adpulse/shared/i18n/translator';
import { notFound } from '../../platform/errors.ts';
import { storage } from '../../platform/storage.ts';
import type { PublishedRun } from '../data/run-state.ts';
import { secondImagePath, summaryImagePath } from '../engine/images/paths.ts';
import { drawSecondImages } from '../runtime/second-images.ts';
import { readPublishedFile } from '../views/file.ts';
import { curvesImage } from './curves-image.ts';

/** One second of a video with its heatmap over the frame shown then. */
export interface SceneFrame {
  second: number;
  png: Buffer;
}

export interface AssetPictures {
  curves: Buffer;
  heatmap: Buffer | null;
  /** Videos: a few seconds spread over the length, in order; images: none. */
  scenes: SceneFrame[];
}

/** What every file made from the results (PDF, deck, workbook) is made from. */
export interface ExportInput {
  projectName: string;
  language: Language;
  t: TFunction;
  analysis: Analysis;
  images: Map<string, AssetPictures>;
}

/** The scene seconds are the curves view's too: one choice, in shared/src/analysis/diagnosis.ts. */
export { SCENES_PER_ASSET, sceneSeconds };

/** The run's analysis and pictures, in the language asked. A run without a current file is 404. */
export async function loadExportInput(
  projectName: string,
  run: PublishedRun,
  language: Language,
): Promise<ExportInput> {
  const file = await readPublishedFile(run);
  if (file.format !== 'current') throw notFound();
  const analysis = file.analysis;
  const stored = (path: string) => storage().get({ bucket: 'results', key: `${run.prefix}${path}` });
  const images = new Map<string, AssetPictures>();
  for (const asset of analysis.assets) {
    const [curves, heatmap, scenes] = await Promise.all([
      curvesImage(asset),
      stored(summaryImagePath(asset.assetId, 'heatmap')),
      drawSecondImages(run, asset.assetId, 'heatmap', sceneSeconds(asset)).then(() =>
        Promise.all(
          sceneSeconds(asset).map(async (second) => {
            const png = await stored(secondImagePath(asset.assetId, 'heatmap', second));
            return png ? { second, png } : null;
          }),
        ),
      ),
    ]);
    images.set(asset.assetId, {
      curves,
      heatmap: heatmap ?? null,
      scenes: scenes.filter((scene): scene is SceneFrame => scene !== null),
    });
  }
  return { projectName, language, t: translatorFor(language), analysis, images };
}
