import { describe, expect, it } from 'vitest';
import { MediaRejection } from './media/checks.ts';
import { assetLimit, checkDeclaredFile, mediaRules, respondentsFor } from './rules.ts';
import type { ProjectRecord } from '../projects/index.ts';

const reason = (work: () => void) => {
  try {
    work();
    return undefined;
  } catch (error) {
    return error instanceof MediaRejection
      ? { reason: error.reason, params: error.params, messageKey: error.messageKey }
      : error;
  }
};

const MB = 1024 * 1024;

describe('what is refused before uploading', () => {
  const discover = { type: 'discover' as const };

  it('accepts the spec formats by their declared type', () => {
    for (const type of [
      'video/mp4',
      'video/quicktime',
      'video/webm',
      'image/gif',
      'image/png',
      'image/jpeg',
      'image/webp',
    ]) {
      expect(
        reason(() => checkDeclaredFile(discover, { fileType: type, fileSize: MB })),
        type,
      ).toBeUndefined();
    }
  });

  it('refuses other declared types as an invalid format', () => {
    expect(reason(() => checkDeclaredFile(discover, { fileType: 'text/plain', fileSize: 10 }))).toEqual({
      reason: 'invalidFormat',
      params: {},
      messageKey: 'errors.uploadInvalidFormat',
    });
    expect(
      reason(() => checkDeclaredFile(discover, { fileType: 'video/x-msvideo', fileSize: 10 })),
    ).toMatchObject({ reason: 'invalidFormat' });
  });

  it('refuses a declared size over 200 MB with the limit in the message', () => {
    expect(
      reason(() => checkDeclaredFile(discover, { fileType: 'video/mp4', fileSize: 200 * MB })),
    ).toBeUndefined();
    expect(
      reason(() => checkDeclaredFile(discover, { fileType: 'video/mp4', fileSize: 200 * MB + 1 })),
    ).toEqual({
      reason: 'sizeExceeded',
      params: { value: 200 },
      messageKey: 'errors.uploadSize',
    });
  });

  it('a predict project takes only its media type, and its refusal lists only that type', () => {
    const predictImage = { type: 'predict' as const, predictMediaType: 'image' as const };
    const predictVideo = { type: 'predict' as const, predictMediaType: 'video' as const };
    expect(
      reason(() => checkDeclaredFile(predictImage, { fileType: 'image/png', fileSize: 10 })),
    ).toBeUndefined();
    expect(
      reason(() => checkDeclaredFile(predictImage, { fileType: 'video/mp4', fileSize: 10 })),
    ).toMatchObject({ reason: 'invalidImageFormat', messageKey: 'errors.uploadInvalidImageFormat' });
    expect(
      reason(() => checkDeclaredFile(predictVideo, { fileType: 'image/png', fileSize: 10 })),
    ).toMatchObject({ reason: 'invalidVideoFormat', messageKey: 'errors.uploadInvalidVideoFormat' });
    expect(
      reason(() => checkDeclaredFile(predictVideo, { fileType: 'text/plain', fileSize: 10 })),
    ).toMatchObject({ reason: 'invalidVideoFormat' });
  });
});

describe('limits per project type', () => {
  it('videos up to the package minutes: discover 1, the others 2, predict 1', () => {
    expect(mediaRules({ type: 'discover' }, 1).maxDurationSeconds).toBe(60);
    expect(mediaRules({ type: 'abtest' }, 1).maxDurationSeconds).toBe(120);
    expect(mediaRules({ type: 'sequential' }, 1).maxDurationSeconds).toBe(120);
    expect(mediaRules({ type: 'custom' }, 1).maxDurationSeconds).toBe(120);
    expect(mediaRules({ type: 'predict', predictMediaType: 'video' }, 1)).toMatchObject({
      maxDurationSeconds: 60,
      kind: 'video',
    });
  });

  it('regular users hold at most the package count; customers have no limit; predict one', () => {
    expect(assetLimit({ type: 'discover' }, 'regular')).toBe(1);
    expect(assetLimit({ type: 'abtest' }, 'regular')).toBe(2);
    expect(assetLimit({ type: 'custom' }, 'regular')).toBeNull();
    expect(assetLimit({ type: 'discover' }, 'custom')).toBeNull();
    expect(assetLimit({ type: 'predict' }, 'regular')).toBe(1);
  });
});

describe('required respondents', () => {
  const project = (overrides: Partial<ProjectRecord>) =>
    ({ type: 'discover', audience: {}, ...overrides }) as ProjectRecord;

  it('predict assets require 75 respondents', () => {
    expect(respondentsFor(project({ type: 'predict' }), undefined)).toBe(75);
    expect(() => respondentsFor(project({ type: 'predict' }), 150)).toThrow();
  });

  it('others take 50, 150 or 300, defaulting to the audience sample size then the package', () => {
    expect(respondentsFor(project({}), 300)).toBe(300);
    expect(respondentsFor(project({ audience: { sampleSize: 50 } }), undefined)).toBe(50);
    expect(respondentsFor(project({}), undefined)).toBe(150);
    expect(() => respondentsFor(project({}), 75)).toThrow();
  });
});
