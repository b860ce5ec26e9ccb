/**
 * The demo's stimuli as ads, drawn by ffmpeg filters (no media file ships with the repository):
 * a coloured set, the product's shape sliding in and swaying, the product name fading in, the
 * brand's logo in the corner and a call to action that appears in the last part and bobs. The
 * heatmaps and gaze plots of the demo results are then drawn over something an ad shows.
 */

export type ProductShape = 'bottle' | 'cup' | 'box' | 'tube';

export interface DemoAd {
  /** The product name shown in the ad (the brand's, e.g. "Lumina Coffee"). */
  product: string;
  shape: ProductShape;
  /** The call to action, e.g. "Try it today". */
  cta: string;
  /** Hex colours without `#`: the set, the product, and the logo and call-to-action colour. */
  background: string;
  productColour: string;
  accent: string;
}

export const AD_WIDTH = 480;
export const AD_HEIGHT = 270;
const RATE = 25;

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
  /** Drawn in the accent colour (a label, a cap), else in the product colour. */
  accent?: boolean;
}

/** The product's silhouette as rectangles, relative to its top-left corner (about 90 x 150). */
const SHAPES: Record<ProductShape, Rect[]> = {
  bottle: [
    { x: 30, y: 0, w: 30, h: 14, accent: true },
    { x: 34, y: 14, w: 22, h: 30 },
    { x: 14, y: 44, w: 62, h: 106 },
    { x: 14, y: 80, w: 62, h: 36, accent: true },
  ],
  cup: [
    { x: 6, y: 40, w: 70, h: 110 },
    { x: 76, y: 64, w: 16, h: 52 },
    { x: 0, y: 30, w: 82, h: 12, accent: true },
    { x: 6, y: 84, w: 70, h: 22, accent: true },
  ],
  box: [
    { x: 0, y: 30, w: 96, h: 120 },
    { x: 0, y: 30, w: 96, h: 18, accent: true },
    { x: 12, y: 70, w: 72, h: 50, accent: true },
  ],
  tube: [
    { x: 24, y: 0, w: 40, h: 20, accent: true },
    { x: 16, y: 20, w: 56, h: 130 },
    { x: 16, y: 60, w: 56, h: 28, accent: true },
  ],
};

/** Text for drawtext's `text=` inside a single-quoted filter argument. */
function drawtextText(text: string): string {
  return text.replace(/[\\':,%]/g, (character) => `\\${character}`);
}

/** A font size at which `text` fits `width` pixels (about 0.56 em per character in a sans bold). */
export function fittingFontSize(text: string, width: number, largest: number): number {
  return Math.max(12, Math.min(largest, Math.floor(width / (0.56 * Math.max(1, text.length)))));
}

/** How many inputs adFilterArgs opens: the next input's index (a sound track). */
export function adInputCount(ad: DemoAd): number {
  return SHAPES[ad.shape].length + 2;
}

/**
 * The ffmpeg arguments (inputs and filter graph, before the output options) that draw `ad` for
 * `seconds`, its video as `[v]`. `at` fixes the time for a still image (every element shown), else it runs with `t`.
 */
export function adFilterArgs(ad: DemoAd, seconds: number, fontFile: string, at?: number): string[] {
  const t = at === undefined ? 't' : String(at);
  const ctaFrom = Math.max(1.5, seconds * 0.55);
  const productX = `if(lt(${t},1),-100+${t}*170,70+10*sin(${t}*2))`;
  const productY = `${AD_HEIGHT - 170}+4*sin(${t}*3)`;
  const rects = SHAPES[ad.shape];
  const inputs = [
    ...['-f', 'lavfi', '-i', `color=c=0x${ad.background}:s=${AD_WIDTH}x${AD_HEIGHT}:r=${RATE}:d=${seconds}`],
    ...rects.flatMap((rect) => [
      ...[
        '-f',
        'lavfi',
        '-i',
        `color=c=0x${rect.accent ? ad.accent : ad.productColour}:s=${rect.w}x${rect.h}:r=${RATE}`,
      ],
    ]),
    ...['-f', 'lavfi', '-i', `color=c=0x${ad.accent}:s=170x40:r=${RATE}`],
  ];
  const steps: string[] = [];
  let last = '0';
  rects.forEach((rect, index) => {
    const next = `p${index}`;
    steps.push(
      `[${last}][${index + 1}]overlay=x='${productX}+${rect.x}':y='${productY}+${rect.y}':eval=frame:shortest=1[${next}]`,
    );
    last = next;
  });
  const ctaInput = rects.length + 1;
  const ctaY = `${AD_HEIGHT - 64}+3*sin(${t}*6)`;
  steps.push(
    `[${last}][${ctaInput}]overlay=x=${AD_WIDTH - 200}:y='${ctaY}':eval=frame:enable='gte(${t},${ctaFrom})'[cta]`,
  );
  const font = `fontfile='${fontFile}'`;
  const nameSize = fittingFontSize(ad.product, 250, 34);
  const ctaSize = fittingFontSize(ad.cta, 150, 20);
  const initial = ad.product.trim().charAt(0).toUpperCase() || 'A';
  const texts = [
    // The logo: a badge with the brand's initial, top right, from half a second.
    `drawbox=x=${AD_WIDTH - 64}:y=14:w=48:h=48:color=0x${ad.accent}@1:t=fill:enable='gte(${t},0.5)'`,
    `drawtext=${font}:text='${drawtextText(initial)}':fontsize=32:fontcolor=0x${ad.background}:x=${AD_WIDTH - 40}-text_w/2:y=38-text_h/2:enable='gte(${t},0.5)'`,
    // The product name slides in from the right and fades in.
    `drawtext=${font}:text='${drawtextText(ad.product)}':fontsize=${nameSize}:fontcolor=white:x='${AD_WIDTH - 270}+40*exp(-2*${t})':y=80:alpha='min(1,max(0,(${t}-0.4)*2))'`,
    `drawtext=${font}:text='${drawtextText(ad.cta)}':fontsize=${ctaSize}:fontcolor=0x${ad.background}:x=${AD_WIDTH - 115}-text_w/2:y='${ctaY}+20-text_h/2':enable='gte(${t},${ctaFrom})'`,
  ];
  return [...inputs, '-filter_complex', `${steps.join(';')};[cta]${texts.join(',')}[v]`];
}
