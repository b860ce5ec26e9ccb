import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@adpulse/shared/assets/constants';
import { MESSAGES } from '@adpulse/shared';
import {
  acceptAttribute,
  checkPickedFiles,
  declaredType,
  isAboveRecommendedSize,
  nameFromFile,
} from './upload-checks.ts';

const mp4 = { name: 'spot.mp4', type: 'video/mp4', size: 1000 };

describe('checks before an upload', () => {
  it('takes one file at a time', () => {
    expect(checkPickedFiles([mp4, mp4]).problem).toEqual({ key: 'errors.uploadMultipleFiles' });
    expect(checkPickedFiles([]).problem).toEqual({ key: 'errors.uploadMultipleFiles' });
    expect(checkPickedFiles([mp4]).file).toEqual(mp4);
  });

  it('refuses a declared type that is no accepted format, and empty files', () => {
    expect(checkPickedFiles([{ name: 'notes.txt', type: 'text/plain', size: 10 }]).problem).toEqual({
      key: 'errors.uploadInvalidFormat',
    });
    expect(checkPickedFiles([{ ...mp4, size: 0 }]).problem?.key).toBe('errors.uploadInvalidFormat');
    // A renamed text file looks like a video to the browser: the server reads its bytes.
    expect(checkPickedFiles([{ name: 'notes.mp4', type: 'video/mp4', size: 10 }]).file).toBeDefined();
  });

  it('refuses a file over the size limit with the limit in the message', () => {
    expect(checkPickedFiles([{ ...mp4, size: MAX_UPLOAD_BYTES + 1 }]).problem).toEqual({
      key: 'errors.uploadSize',
      values: { value: 200 },
    });
    expect(checkPickedFiles([{ ...mp4, size: MAX_UPLOAD_BYTES }]).file).toBeDefined();
  });

  it('keeps the predict flow to its media type, naming only the formats of that type', () => {
    expect(checkPickedFiles([mp4], 'image').problem?.key).toBe('errors.uploadInvalidImageFormat');
    const png = { name: 'poster.png', type: 'image/png', size: 5 };
    expect(checkPickedFiles([png], 'video').problem?.key).toBe('errors.uploadInvalidVideoFormat');
    expect(checkPickedFiles([{ name: 'notes.txt', type: 'text/plain', size: 5 }], 'video').problem?.key).toBe(
      'errors.uploadInvalidVideoFormat',
    );
    expect(MESSAGES.en.errors.uploadInvalidVideoFormat).not.toMatch(/PNG|JPE?G|GIF|WEBP/);
    expect(MESSAGES.it.errors.uploadInvalidVideoFormat).not.toMatch(/PNG|JPE?G|GIF|WEBP/);
    expect(MESSAGES.en.errors.uploadInvalidImageFormat).not.toMatch(/MP4|MOV|WEBM/);
    expect(checkPickedFiles([{ name: 'a.png', type: 'image/png', size: 5 }], 'image').file).toBeDefined();
  });

  it('reads the type from the extension when the browser gives none', () => {
    expect(declaredType({ name: 'clip.MOV', type: '' })).toBe('video/quicktime');
    expect(declaredType({ name: 'clip.xyz', type: '' })).toBe('');
    expect(checkPickedFiles([{ name: 'frame.jpg', type: '', size: 5 }]).file).toBeDefined();
  });

  it('warns above 50 MB, names stimuli after their file, and lists the accepted files', () => {
    expect(isAboveRecommendedSize(51 * 1024 * 1024)).toBe(true);
    expect(isAboveRecommendedSize(50 * 1024 * 1024)).toBe(false);
    expect(nameFromFile('Summer spot.final.mp4')).toBe('Summer spot.final');
    expect(nameFromFile('.mp4')).toBe('.mp4');
    expect(acceptAttribute('image')).toContain('image/png');
    expect(acceptAttribute('image')).not.toContain('video/mp4');
  });
});
