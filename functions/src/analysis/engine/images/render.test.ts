import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { defaultVideoModel } from '../../../fieldwork/index.ts';
import { simulateAndAnalyse } from '../test-support/fixtures.ts';
import { renderAllAssetImages, renderImage } from './render.ts';
import { secondMapInput, secondMapsFrom, secondMapsOf, storedSecondMaps } from './second-maps.ts';

async function frame(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 360, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

describe('saliency images', () => {
  it('renders heatmap, fogmap and gazeplot PNGs at the paths the analysis file names', async () => {
    const model = defaultVideoModel('video-1', 4);
    const { run } = simulateAndAnalyse([model], 60, { analysis: { replicates: 100, curveReplicates: 20 } });
    const asset = run.analysis.assets[0]!;
    const frames = await Promise.all(
      [0, 1, 2].map(async (second) => ({ second, image: await frame('#336699') })),
    );
    const images = await renderAllAssetImages('video-1', 'video', run.assets[0]!.saliency, frames, {
      secondWidth: 320,
      summaryWidth: 480,
    });
    expect(images).toHaveLength(3 + 3 * 4);
    const paths = new Set(images.map((image) => image.path));
    for (const second of asset.timeline_images) {
      expect(
        paths.has(second.heatmap_path) && paths.has(second.fogmap_path) && paths.has(second.gazeplot_path),
      ).toBe(true);
    }
    expect(
      paths.has(asset.heatmap_path) && paths.has(asset.fogmap_path) && paths.has(asset.gazeplot_path),
    ).toBe(true);
    const summary = await sharp(images.find((image) => image.path === asset.heatmap_path)!.png).metadata();
    expect([summary.format, summary.width, summary.height]).toEqual(['png', 480, 270]);
    const second = await sharp(images.find((image) => image.second === 3)!.png).metadata();
    expect([second.width, second.height]).toEqual([320, 180]);

    // The heatmap colours the frame where people looked and leaves it where nobody did.
    const heat = await sharp(images.find((image) => image.path === asset.heatmap_path)!.png)
      .raw()
      .toBuffer();
    const at = (x: number, y: number) => Array.from(heat.subarray((y * 480 + x) * 3, (y * 480 + x) * 3 + 3));
    const cluster = asset.saliency_scores.clusters.find((entry) => entry.order === 1)!;
    expect(at(Math.round(cluster.x * 479), Math.round(cluster.y * 269))).not.toEqual([51, 102, 153]);
    // The fogmap is darker than the frame far from any gaze (a corner).
    const fog = await sharp(images.find((image) => image.path === asset.fogmap_path)!.png)
      .raw()
      .toBuffer();
    expect(fog[2]!).toBeLessThan(100);
  });

  it('draws over grey when no frame is given', async () => {
    const model = defaultVideoModel('video-1', 2);
    const { run } = simulateAndAnalyse([model], 20, { analysis: { replicates: 50, curveReplicates: 10 } });
    const images = await renderAllAssetImages('video-1', 'video', run.assets[0]!.saliency, [], {
      summaryWidth: 200,
      secondWidth: 100,
    });
    expect(images).toHaveLength(9);
  });

  it('draws a second later, from its stored maps, byte-equal to the image drawn with the analysis', async () => {
    const model = defaultVideoModel('video-1', 3);
    const { run } = simulateAndAnalyse([model], 20, { analysis: { replicates: 50, curveReplicates: 10 } });
    const saliency = run.assets[0]!.saliency;
    const frames = [
      { second: 0, image: await frame('#336699') },
      { second: 1, image: await frame('#993366') },
    ];
    const images = await renderAllAssetImages('video-1', 'video', saliency, frames, { secondWidth: 160 });
    const stored = secondMapsFrom(JSON.parse(JSON.stringify(storedSecondMaps(secondMapsOf(saliency)))));
    expect(stored.densities.filter((density) => density !== null).length).toBeGreaterThan(0);
    for (const second of [0, 2]) {
      for (const kind of ['heatmap', 'fogmap', 'gazeplot'] as const) {
        const drawn = images.find((image) => image.second === second && image.kind === kind)!.png;
        const nearest = frames[Math.min(second, 1)]!;
        const later = await renderImage(kind, nearest, secondMapInput(stored, second), 160);
        expect(later.equals(drawn)).toBe(true);
      }
    }
    // A map that lost a cell on the way is caught, not drawn from.
    const broken = storedSecondMaps(secondMapsOf(saliency));
    broken.densities[0] = Buffer.alloc(8).toString('base64');
    expect(() => secondMapsFrom(broken)).toThrow(/cells/);
  });
});
