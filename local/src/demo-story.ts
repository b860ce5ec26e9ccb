import type { DemoAd } from '../../functions/src/assets/demo-ad.ts';
import type { DemoMedia } from '../../functions/src/assets/demo.ts';
import { demoId } from '../../functions/src/projects/demo.ts';
import type { AnalysedProjectSpec } from './demo-results.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The sample of the demo projects still fielding: large enough to field for a while at the demo's pace. */
export const DEMO_FIELDING_SAMPLE = 150;

const video = (ad: DemoAd, seconds: number): DemoMedia => ({ kind: 'video', ad, seconds });

const LUMINA: DemoAd = {
  product: 'Lumina Coffee',
  shape: 'cup',
  cta: 'Wake up to Lumina',
  background: '5a3825',
  productColour: 'f4e7d3',
  accent: 'e0a449',
};
/** The gelato brand's ad: also the stimuli of the results tests (tests/support/seed-results.ts). */
export const GELATO: DemoAd = {
  product: 'Castello Gelato',
  shape: 'cup',
  cta: 'Taste the summer',
  background: '1f6f8b',
  productColour: 'f6efe3',
  accent: '8cc152',
};
const BRIO: DemoAd = {
  product: 'Brio Sparkling Water',
  shape: 'bottle',
  cta: 'Feel the fizz',
  background: '0b7a75',
  productColour: 'd9f2f0',
  accent: 'f25f5c',
};
const VOLTA: DemoAd = {
  product: 'Volta E-Bikes',
  shape: 'box',
  cta: 'Book a test ride',
  background: '22313f',
  productColour: 'dfe6ed',
  accent: 'f9c80e',
};
const MAREA: DemoAd = {
  product: 'Marea Suncare',
  shape: 'tube',
  cta: 'Protect your summer',
  background: 'f08a4b',
  productColour: 'fffaf0',
  accent: '1b6ca8',
};

/**
 * The demo client's bought projects, one story: three closed ones with final results (a Discover
 * of one video and two more, each answered by DEMO_SAMPLE_SIZE simulated respondents) and two
 * still fielding, with live partial results, that the demo's simulated panel keeps answering
 * (demo-fielding.ts). Every project asks about its own brand, and its stimuli are ads of that
 * brand. Stable ids, so a restart finds them.
 */
export function demoResultProjects(clientId: string, now = Date.now()): AnalysedProjectSpec[] {
  const base = (index: number, daysAgo: number) => ({
    clientId,
    projectId: demoId(clientId, 'r', index),
    created: new Date(now - daysAgo * DAY),
  });
  return [
    {
      ...base(0, 9),
      name: 'Lumina Coffee Morning Ritual 15s',
      brand: 'Lumina Coffee',
      type: 'discover',
      stimuli: [{ name: 'Morning Ritual 15s', media: video(LUMINA, 15) }],
      reason: 'final',
    },
    {
      ...base(1, 7),
      name: 'Castello Gelato Summer A/B',
      brand: 'Castello Gelato',
      type: 'abtest',
      stimuli: [
        { name: 'Pistacchio cut 12s', media: video(GELATO, 12) },
        { name: 'Limone cut 10s', media: video({ ...GELATO, accent: 'f7d94c', cta: 'Fresh as lemon' }, 10) },
      ],
      reason: 'final',
    },
    {
      ...base(2, 5),
      name: 'Brio Sparkling Water Spring Launch',
      brand: 'Brio Sparkling Water',
      type: 'discover',
      stimuli: [{ name: 'Spring Launch 10s', media: video(BRIO, 10) }],
      reason: 'final',
    },
    {
      ...base(3, 2),
      name: 'Volta E-Bikes City Commute',
      brand: 'Volta E-Bikes',
      type: 'discover',
      stimuli: [{ name: 'City Commute 12s', media: video(VOLTA, 12) }],
      reason: 'live',
      liveCompletes: 12,
      sampleSize: DEMO_FIELDING_SAMPLE,
    },
    {
      ...base(4, 1),
      name: 'Marea Suncare Beach Day A/B',
      brand: 'Marea Suncare',
      type: 'abtest',
      stimuli: [
        { name: 'Beach Day 10s', media: video(MAREA, 10) },
        {
          name: 'Family Day 10s',
          media: video({ ...MAREA, background: '2a9d8f', cta: 'SPF for everyone' }, 10),
        },
      ],
      reason: 'live',
      liveCompletes: 8,
      sampleSize: DEMO_FIELDING_SAMPLE,
    },
  ];
}
