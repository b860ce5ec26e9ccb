import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFixture, type MediaFixture } from '../../../../tests/fixtures/media.ts';
import { checkMedia, MediaRejection, type MediaRules } from './checks.ts';
import { probeVideo } from './probe.ts';
import { makeRendition, renditionPlan } from './rendition.ts';
import { sniffFormat } from './sniff.ts';
import { makeThumbnail } from './thumbnail.ts';

const MB = 1024 * 1024;
const rules: MediaRules = { maxBytes: 200 * MB, maxDurationSeconds: 60 };

async function rejection(fixture: MediaFixture, custom: Partial<MediaRules> = {}) {
  const error = await checkMedia(await mediaFixture(fixture), { ...rules, ...custom }).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(MediaRejection);
  const { reason, params, messageKey } = error as MediaRejection;
  return { reason, params, messageKey };
}

let workDir: string;
beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'adpulse-media-test-'));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('sniffFormat reads the real type from the bytes', () => {
  it.each([
    ['mp4', 'mp4'],
    ['longMp4', 'mp4'],
    ['mov', 'mov'],
    ['webm', 'webm'],
    ['png', 'png'],
    ['jpeg', 'jpeg'],
    ['gif', 'gif'],
  ] as const)('%s is %s', async (fixture, format) => {
    expect(await sniffFormat(await mediaFixture(fixture))).toBe(format);
  });

  it('a text file named .mp4 is no accepted format', async () => {
    expect(await sniffFormat(await mediaFixture('renamedText'))).toBeUndefined();
  });
});

describe('checkMedia', () => {
  it('accepts a 3 s 320x240 MP4 with its duration and resolution', async () => {
    const media = await checkMedia(await mediaFixture('mp4'), rules);
    expect(media).toMatchObject({ kind: 'video', format: 'mp4', mime: 'video/mp4', width: 320, height: 240 });
    expect(media.kind === 'video' && media.duration).toBeCloseTo(3, 0);
    expect(media.kind === 'video' && media.video).toMatchObject({ videoCodec: 'h264', audioCodec: 'aac' });
  });

  it('accepts a PNG and an animated GIF as images with their size', async () => {
    expect(await checkMedia(await mediaFixture('png'), rules)).toMatchObject({
      kind: 'image',
      format: 'png',
      width: 320,
      height: 240,
      image: { animated: false },
    });
    expect(await checkMedia(await mediaFixture('gif'), rules)).toMatchObject({
      kind: 'image',
      format: 'gif',
      image: { animated: true },
    });
  });

  it('refuses a renamed text file as an invalid format', async () => {
    expect(await rejection('renamedText')).toEqual({
      reason: 'invalidFormat',
      params: {},
      messageKey: 'errors.uploadInvalidFormat',
    });
  });

  it('refuses a 90 s video where the package allows 1 minute, and accepts it under 2 minutes', async () => {
    expect(await rejection('longMp4')).toEqual({
      reason: 'durationLimit',
      params: { minutes: 1 },
      messageKey: 'errors.uploadDuration',
    });
    const media = await checkMedia(await mediaFixture('longMp4'), { ...rules, maxDurationSeconds: 120 });
    expect(media.kind === 'video' && media.duration).toBeCloseTo(90, 0);
  });

  it('refuses a file over the size limit, and one larger than the size declared for its upload', async () => {
    expect(await rejection('mp4', { maxBytes: 10_000 })).toMatchObject({ reason: 'sizeExceeded' });
    expect(await rejection('mp4', { declaredBytes: 1_000 })).toEqual({
      reason: 'sizeExceeded',
      params: { value: 200 },
      messageKey: 'errors.uploadSize',
    });
  });

  it('refuses the other media kind when the project names one (predict), naming that kind only', async () => {
    expect(await rejection('png', { kind: 'video' })).toMatchObject({
      reason: 'invalidVideoFormat',
      messageKey: 'errors.uploadInvalidVideoFormat',
    });
    expect(await rejection('mp4', { kind: 'image' })).toMatchObject({
      reason: 'invalidImageFormat',
      messageKey: 'errors.uploadInvalidImageFormat',
    });
  });
});

describe('renditions', () => {
  it('plans none for a playable MP4 and images, remux for an H.264 MOV, transcode for WebM and 1080p', async () => {
    const plan = async (fixture: MediaFixture) =>
      renditionPlan(await checkMedia(await mediaFixture(fixture), rules));
    expect(await plan('mp4')).toBe('none');
    expect(await plan('png')).toBe('none');
    expect(await plan('mov')).toBe('remux');
    expect(await plan('webm')).toBe('transcode');
    expect(await plan('fullHdMp4')).toBe('transcode');
  });

  it('turns a VP8/Vorbis WebM into H.264/AAC MP4 of the same size', async () => {
    const input = await mediaFixture('webm');
    const folder = await mkdtemp(join(workDir, 'webm-'));
    const rendition = await makeRendition(input, await checkMedia(input, rules), folder);
    expect(rendition).toMatchObject({ contentType: 'video/mp4', width: 160, height: 120 });
    expect(rendition!.duration).toBeCloseTo(2, 0);
    expect(await sniffFormat(rendition!.path)).toBe('mp4');
    expect(await probeVideo(rendition!.path)).toMatchObject({
      videoCodec: 'h264',
      audioCodec: 'aac',
      pixelFormat: 'yuv420p',
    });
  });

  it('scales a 1920x1080 video down to 1280x720', async () => {
    const input = await mediaFixture('fullHdMp4');
    const folder = await mkdtemp(join(workDir, 'hd-'));
    const rendition = await makeRendition(input, await checkMedia(input, rules), folder);
    expect(rendition).toMatchObject({ width: 1280, height: 720 });
  });

  it('copies the streams of a MOV into MP4 without re-encoding', async () => {
    const input = await mediaFixture('mov');
    const folder = await mkdtemp(join(workDir, 'mov-'));
    const rendition = await makeRendition(input, await checkMedia(input, rules), folder);
    expect(await sniffFormat(rendition!.path)).toBe('mp4');
    expect(await probeVideo(rendition!.path)).toMatchObject({ videoCodec: 'h264', width: 160, height: 120 });
  });

  it('makes no rendition for a playable MP4', async () => {
    const input = await mediaFixture('mp4');
    expect(await makeRendition(input, await checkMedia(input, rules), workDir)).toBeUndefined();
  });
});

describe('thumbnails', () => {
  it('takes the first frame of a video as a JPEG, never enlarged', async () => {
    const input = await mediaFixture('mp4');
    const thumbnail = await makeThumbnail(input, await checkMedia(input, rules));
    expect(thumbnail).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg', width: 320, height: 240 });
    expect(await sharp(thumbnail.data).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
  });

  it('fits a 1920x1080 frame in 480x270', async () => {
    const input = await mediaFixture('fullHdMp4');
    const thumbnail = await makeThumbnail(input, await checkMedia(input, rules));
    expect([thumbnail.width, thumbnail.height]).toEqual([480, 270]);
  });

  it('resizes an image and can write WebP', async () => {
    const input = await mediaFixture('png');
    const thumbnail = await makeThumbnail(input, await checkMedia(input, rules), 'webp');
    expect(await sharp(thumbnail.data).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
  });
});
