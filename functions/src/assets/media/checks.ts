import { stat } from 'node:fs/promises';
import { ERRORS, type ErrorCode } from '@adpulse/shared';
import { MEDIA_FORMATS, type MediaFormat, type MediaKind } from '@adpulse/shared/assets/constants';
import { DomainError } from '../../platform/errors.ts';
import { sniffFormat } from './sniff.ts';
import { probeImage, probeVideo, type ImageProbe, type VideoProbe } from './probe.ts';

/** The upload errors of spec section 8, each with its stable code. */
export const REJECTION_CODES = {
  multipleFiles: 'assets.multiple_files',
  invalidFormat: 'assets.invalid_format',
  /** The predict flow names its media kind: its text lists that kind's formats only. */
  invalidVideoFormat: 'assets.invalid_video_format',
  invalidImageFormat: 'assets.invalid_image_format',
  durationLimit: 'assets.duration_limit',
  sizeExceeded: 'assets.size_limit',
} as const satisfies Record<string, ErrorCode>;
export type RejectionReason = keyof typeof REJECTION_CODES;

/** An upload the rules refuse; `params` fill the text ({{minutes}}, {{value}}). */
export class MediaRejection extends DomainError {
  constructor(
    readonly reason: RejectionReason,
    params: Record<string, number> = {},
  ) {
    super(REJECTION_CODES[reason], { params } as never);
    this.name = 'MediaRejection';
  }
  get messageKey(): string {
    return ERRORS[this.code].message;
  }
}

/** The invalid-format refusal for a project that takes `kind` (any kind: the spec's full list). */
export function invalidFormatFor(kind: MediaKind | undefined): RejectionReason {
  if (kind === 'video') return 'invalidVideoFormat';
  if (kind === 'image') return 'invalidImageFormat';
  return 'invalidFormat';
}

export interface MediaRules {
  maxBytes: number;
  maxDurationSeconds: number;
  /** The size the client declared when it asked for the upload URL: the file may not be larger. */
  declaredBytes?: number;
  /** The predict flow names its media type; other projects take both. */
  kind?: MediaKind;
}

interface CheckedCommon {
  format: MediaFormat;
  mime: string;
  bytes: number;
  width: number;
  height: number;
}
export type CheckedMedia =
  | (CheckedCommon & { kind: 'video'; duration: number; video: VideoProbe })
  | (CheckedCommon & { kind: 'image'; image: ImageProbe });

/** Encoders round durations: a "60 s" export may measure 60.04 s. */
const DURATION_TOLERANCE_SECONDS = 0.5;

/**
 * Checks a file against the upload rules, cheapest first: size, the format read from the bytes,
 * then decoding (ffprobe for videos, sharp for images) for duration and resolution.
 */
export async function checkMedia(filePath: string, rules: MediaRules): Promise<CheckedMedia> {
  const bytes = (await stat(filePath)).size;
  const megabytes = Math.round(rules.maxBytes / (1024 * 1024));
  if (bytes > rules.maxBytes || (rules.declaredBytes !== undefined && bytes > rules.declaredBytes)) {
    throw new MediaRejection('sizeExceeded', { value: megabytes });
  }
  const format = await sniffFormat(filePath);
  if (!format) throw new MediaRejection(invalidFormatFor(rules.kind));
  const { kind, mime } = MEDIA_FORMATS[format];
  if (rules.kind && rules.kind !== kind) throw new MediaRejection(invalidFormatFor(rules.kind));

  if (kind === 'image') {
    const image = await probeImage(filePath);
    if (!image) throw new MediaRejection(invalidFormatFor(rules.kind));
    return { kind, format, mime, bytes, width: image.width, height: image.height, image };
  }
  const video = await probeVideo(filePath).catch(() => undefined);
  if (!video) throw new MediaRejection(invalidFormatFor(rules.kind));
  if (video.duration > rules.maxDurationSeconds + DURATION_TOLERANCE_SECONDS) {
    throw new MediaRejection('durationLimit', { minutes: Math.round(rules.maxDurationSeconds / 60) });
  }
  return {
    kind,
    format,
    mime,
    bytes,
    width: video.width,
    height: video.height,
    duration: video.duration,
    video,
  };
}
