import { describe, expect, it } from 'vitest';
import { adFilterArgs, adInputCount, fittingFontSize, type DemoAd } from './demo-ad.ts';

const AD: DemoAd = {
  product: "Nonna's Biscotti: 100%",
  shape: 'box',
  cta: 'Buy now',
  background: '112233',
  productColour: 'eeeeee',
  accent: 'ff8800',
};

const graphOf = (args: string[]) => args[args.indexOf('-filter_complex') + 1] ?? '';

describe('adFilterArgs (the demo ads)', () => {
  it('writes the product name (escaped), its initial as the logo and the call to action from 55% of the ad', () => {
    const graph = graphOf(adFilterArgs(AD, 20, '/fonts/f.ttf'));
    expect(graph).toContain("text='Nonna\\'s Biscotti\\: 100\\%'");
    expect(graph).toContain("text='N'");
    expect(graph).toContain("text='Buy now'");
    expect(graph).toContain("enable='gte(t,11)'");
    expect(graph.endsWith('[v]')).toBe(true);
  });

  it('opens one input per part of the product shape, plus the set and the call to action', () => {
    const args = adFilterArgs(AD, 10, '/fonts/f.ttf');
    expect(args.filter((arg) => arg === '-i')).toHaveLength(adInputCount(AD));
    expect(adInputCount({ ...AD, shape: 'bottle' })).toBe(6);
  });

  it('draws a still at a fixed time, so every element shows', () => {
    const graph = graphOf(adFilterArgs(AD, 1, '/fonts/f.ttf', 5));
    expect(graph).not.toMatch(/[(*,-]t[),*]/);
    expect(graph).toContain("enable='gte(5,1.5)'");
  });
});

describe('fittingFontSize', () => {
  it('shrinks long names to the width, within 12 and the largest size', () => {
    expect(fittingFontSize('Gelato', 250, 34)).toBe(34);
    expect(fittingFontSize('Brio Sparkling Water', 250, 34)).toBe(22);
    expect(fittingFontSize('x'.repeat(200), 250, 34)).toBe(12);
  });
});
