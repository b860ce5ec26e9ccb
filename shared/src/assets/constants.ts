import { PACKAGES, PREDICT_REQUIRED_RESPONDENTS, type ProjectType } from '../projects/constants.ts';

/** Content types of a stimulus (spec section 4; "advertisment" is spelled as the spec spells it). */
export const ASSET_CONTENT_TYPES = ['advertisment', 'branded', 'generic', 'other'] as const;
export type AssetContentType = (typeof ASSET_CONTENT_TYPES)[number];

/** Development stages; the screens call draft "first cut" and final "final edit". */
export const ASSET_DEVELOPMENT_STAGES = ['concept', 'animatic', 'draft', 'final'] as const;
export type AssetDevelopmentStage = (typeof ASSET_DEVELOPMENT_STAGES)[number];

/** Where an asset is in its upload: created with a presigned URL, then checked and ready. */
export const ASSET_STATUSES = ['uploading', 'ready'] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];

export type MediaKind = 'video' | 'image';

/**
 * The formats accepted, recognised from the file's bytes. The spec's error text also lists
 * "MP5", which is no container format: nothing can be sniffed as MP5, so the text keeps it and
 * no file is ever accepted as one.
 */
export const MEDIA_FORMATS = {
  mp4: { kind: 'video', mime: 'video/mp4', extensions: ['mp4', 'm4v'] },
  mov: { kind: 'video', mime: 'video/quicktime', extensions: ['mov', 'qt'] },
  webm: { kind: 'video', mime: 'video/webm', extensions: ['webm'] },
  gif: { kind: 'image', mime: 'image/gif', extensions: ['gif'] },
  png: { kind: 'image', mime: 'image/png', extensions: ['png'] },
  jpeg: { kind: 'image', mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  webp: { kind: 'image', mime: 'image/webp', extensions: ['webp'] },
} as const satisfies Record<string, { kind: MediaKind; mime: string; extensions: readonly string[] }>;
export type MediaFormat = keyof typeof MEDIA_FORMATS;

/** Content types a browser may declare for an accepted file (x-m4v is Safari's name for MP4). */
export const ACCEPTED_UPLOAD_TYPES: readonly string[] = [
  ...Object.values(MEDIA_FORMATS).map((format) => format.mime),
  'video/x-m4v',
  'image/jpg',
];

export const BYTES_PER_MB = 1024 * 1024;

/**
 * Limits the spec leaves open (documented in functions/src/assets/README.md).
 * Hard size limit 200 MB; 50 MB and 1280x720 are the spec's recommendations: larger files are
 * accepted, and the web rendition of a larger video is scaled down to fit 1280x720.
 */
export const UPLOAD_LIMITS = {
  maxMegabytes: 200,
  recommendedMegabytes: 50,
  recommendedWidth: 1280,
  recommendedHeight: 720,
  /** Lifetime of a presigned upload URL. */
  uploadUrlSeconds: 15 * 60,
} as const;
export const MAX_UPLOAD_BYTES = UPLOAD_LIMITS.maxMegabytes * BYTES_PER_MB;

/** The quick predict flow tests one short creative: videos up to 1 minute. */
export const PREDICT_MAX_MINUTES = 1;

/** The longest video a project of this type accepts, in minutes (package minutes, spec section 9). */
export function maxVideoMinutes(type: ProjectType): number {
  return type === 'predict' ? PREDICT_MAX_MINUTES : PACKAGES[type].maxMinutes;
}

/** How many stimuli a project of this type may hold; null when unlimited. */
export function maxAssets(type: ProjectType): number | null {
  return type === 'predict' ? 1 : PACKAGES[type].videos;
}

/** The asset of the quick predict flow (spec section 4). */
export const PREDICT_ASSET = {
  type: 'other',
  contentType: 'other',
  category: 'predict',
  requiredRespondents: PREDICT_REQUIRED_RESPONDENTS,
  developmentStage: 'final',
} as const;

/** Project thumbnails: images only, small. */
export const THUMBNAIL_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const THUMBNAIL_MAX_BYTES = 5 * BYTES_PER_MB;
