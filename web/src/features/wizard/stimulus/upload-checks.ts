import {
  ACCEPTED_UPLOAD_TYPES,
  MAX_UPLOAD_BYTES,
  MEDIA_FORMATS,
  UPLOAD_LIMITS,
  BYTES_PER_MB,
  type MediaKind,
} from '@adpulse/shared/assets/constants';

/** What the browser tells of a picked file before any byte is sent. */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

/** A refusal before upload: the catalogue key of the spec's upload text and its values. */
export interface UploadProblem {
  key:
    | 'errors.uploadMultipleFiles'
    | 'errors.uploadInvalidFormat'
    | 'errors.uploadInvalidVideoFormat'
    | 'errors.uploadInvalidImageFormat'
    | 'errors.uploadSize';
  values?: Record<string, number>;
}

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** The content type to declare and PUT: the browser's, else the one of the file's extension. */
export function declaredType(file: Pick<PickedFile, 'name' | 'type'>): string {
  if (file.type) return file.type.toLowerCase();
  const extension = extensionOf(file.name);
  const format = Object.values(MEDIA_FORMATS).find((candidate) =>
    (candidate.extensions as readonly string[]).includes(extension),
  );
  return format?.mime ?? '';
}

function kindOf(type: string): MediaKind | null {
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('image/')) return 'image';
  return null;
}

/** The invalid-format text: a flow that takes one media kind lists that kind's formats only. */
const INVALID_FORMAT = {
  any: 'errors.uploadInvalidFormat',
  video: 'errors.uploadInvalidVideoFormat',
  image: 'errors.uploadInvalidImageFormat',
} as const satisfies Record<MediaKind | 'any', UploadProblem['key']>;

/**
 * The checks the browser can make (one file, its declared type, its size). The server checks
 * the real bytes afterwards: a renamed file passes here and is refused there.
 * `kind` restricts the predict flow to its media type.
 */
export function checkPickedFiles(
  files: readonly PickedFile[],
  kind?: MediaKind,
): { file: PickedFile; problem?: undefined } | { file?: undefined; problem: UploadProblem } {
  if (files.length !== 1) return { problem: { key: 'errors.uploadMultipleFiles' } };
  const file = files[0]!;
  const type = declaredType(file);
  if (!ACCEPTED_UPLOAD_TYPES.includes(type) || file.size === 0 || (kind && kindOf(type) !== kind)) {
    return { problem: { key: INVALID_FORMAT[kind ?? 'any'] } };
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return { problem: { key: 'errors.uploadSize', values: { value: UPLOAD_LIMITS.maxMegabytes } } };
  }
  return { file };
}

/** Accepted, but above the spec's recommendation (under 50 MB). */
export function isAboveRecommendedSize(size: number): boolean {
  return size > UPLOAD_LIMITS.recommendedMegabytes * BYTES_PER_MB;
}

/** The `accept` attribute of the file picker. */
export function acceptAttribute(kind?: MediaKind): string {
  return Object.values(MEDIA_FORMATS)
    .filter((format) => !kind || format.kind === kind)
    .flatMap((format) => [format.mime, ...format.extensions.map((extension) => `.${extension}`)])
    .join(',');
}

/** A default stimulus name: the file name without its extension. */
export function nameFromFile(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const base = (dot > 0 ? fileName.slice(0, dot) : fileName).trim();
  return (base || fileName).slice(0, 100);
}
