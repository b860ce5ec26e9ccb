import { describe, expect, it } from 'vitest';
import { shortenFileName } from './file-name.ts';

describe('file name shortening', () => {
  it('keeps names of up to 20 characters', () => {
    expect(shortenFileName('spring-promo-v2.mp4')).toBe('spring-promo-v2.mp4');
    expect(shortenFileName('a'.repeat(20))).toBe('a'.repeat(20));
  });

  it('shortens longer names to 20 characters, keeping the extension', () => {
    const short = shortenFileName('summer-campaign-final-cut.mp4');
    expect(short).toBe('summer-campaign….mp4');
    expect([...short]).toHaveLength(20);
  });

  it('shortens names without an extension at the end', () => {
    expect(shortenFileName('a-very-long-name-without-extension')).toBe('a-very-long-name-wi…');
  });

  it('counts characters, not UTF-16 units', () => {
    const name = '广告测试视频广告测试视频广告测试视频广告测试视频.mov';
    expect([...shortenFileName(name)]).toHaveLength(20);
  });
});
