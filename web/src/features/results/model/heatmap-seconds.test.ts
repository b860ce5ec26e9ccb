import { describe, expect, it } from 'vitest';
import { imageAtSecond, imagesToPreload, linksRefreshIn } from './heatmap-seconds.ts';

const seconds = [0, 1, 2, 3, 4, 5].map((t) => ({ t, url: `https://maps.test/s${t}.png` }));

describe('imageAtSecond', () => {
  it('answers the image that starts at the second', () => {
    expect(imageAtSecond(seconds, 3)?.url).toBe('https://maps.test/s3.png');
  });
  it('answers the last image before a second that has none (past the end, or a gap)', () => {
    expect(imageAtSecond(seconds, 9)?.t).toBe(5);
    expect(imageAtSecond([seconds[0]!, seconds[4]!], 2)?.t).toBe(0);
  });
  it('answers null before the first image and for a media with no per-second images', () => {
    expect(imageAtSecond(seconds.slice(2), 1)).toBeNull();
    expect(imageAtSecond([], 0)).toBeNull();
  });
});

describe('imagesToPreload', () => {
  it('loads the next seconds first, then the one before, never the one on screen', () => {
    expect(imagesToPreload(seconds, 2, 2)).toEqual([
      'https://maps.test/s3.png',
      'https://maps.test/s4.png',
      'https://maps.test/s1.png',
    ]);
  });
  it('stops at the last image and has nothing before the first', () => {
    expect(imagesToPreload(seconds, 5, 3)).toEqual(['https://maps.test/s4.png']);
    expect(imagesToPreload(seconds, 0, 1)).toEqual(['https://maps.test/s1.png']);
  });
});

describe('linksRefreshIn', () => {
  const now = Date.parse('2026-11-26T05:00:00Z');
  it('reads the links again a minute before they expire', () => {
    expect(linksRefreshIn('2026-11-26T06:00:00Z', now)).toBe(59 * 60_000);
  });
  it('waits at least 10 s, even for links about to expire or expired', () => {
    expect(linksRefreshIn('2026-11-26T05:00:30Z', now)).toBe(10_000);
    expect(linksRefreshIn('2026-11-26T04:00:00Z', now)).toBe(10_000);
  });
  it('never reads again without an answer or a readable expiry', () => {
    expect(linksRefreshIn(undefined, now)).toBe(0);
    expect(linksRefreshIn('soon', now)).toBe(0);
  });
});
