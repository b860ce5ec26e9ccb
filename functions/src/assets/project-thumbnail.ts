import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { THUMBNAIL_MAX_BYTES, type THUMBNAIL_UPLOAD_TYPES } from '@adpulse/shared/assets/constants';
import type { PresignedUpload } from '@adpulse/shared/assets/schemas';
import type { Session } from '../platform/auth/session.ts';
import { invalidField } from '../platform/errors.ts';
import { storage } from '../platform/storage.ts';
import { setProjectThumbnail } from '../projects/index.ts';
import { projectPrefix } from './data/keys.ts';
import { checkMedia, MediaRejection } from './media/checks.ts';
import { makeThumbnail } from './media/thumbnail.ts';
import { projectOfCaller } from './project-access.ts';

type ThumbnailType = (typeof THUMBNAIL_UPLOAD_TYPES)[number];
const EXTENSION: Record<ThumbnailType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
const THUMBNAIL_URL_SECONDS = 5 * 60;
/** The sniffed formats a thumbnail may have (whatever type the upload declared). */
const THUMBNAIL_FORMATS = new Set(['png', 'jpeg', 'webp']);

const uploadFolder = (clientId: string, projectId: string) =>
  `${projectPrefix(clientId, projectId)}thumbnail/`;
const UPLOAD_NAME = /^[0-9a-f-]{36}\.(png|jpg|webp)$/;

const tooLarge = () => new MediaRejection('sizeExceeded', { value: THUMBNAIL_MAX_BYTES / (1024 * 1024) });

/**
 * POST /projects/{projectId}/thumbnail: a presigned PUT for the project's thumbnail image (the
 * predict flow's "set thumbnail"), with its type and length (at most 5 MB) in the signature,
 * so S3 takes no other file. Nothing changes on the project until the upload is completed.
 */
export async function startThumbnailUpload(
  session: Session,
  projectId: string,
  request: { contentType: ThumbnailType; fileSize: number },
): Promise<{ upload: PresignedUpload }> {
  await projectOfCaller(session, projectId, { forChange: false });
  if (request.fileSize > THUMBNAIL_MAX_BYTES) throw tooLarge();
  const key = `${uploadFolder(session.clientId, projectId)}${randomUUID()}.${EXTENSION[request.contentType]}`;
  const upload = await storage().presignUpload(
    key,
    request.contentType,
    request.fileSize,
    THUMBNAIL_URL_SECONDS,
  );
  return { upload };
}

/**
 * POST /projects/{projectId}/thumbnail/complete: the uploaded image is checked before any card
 * shows it: at most 5 MB, an image by its bytes (PNG, JPEG or WebP) that sharp decodes. It is
 * re-encoded (a JPEG fitted in 480x270, EXIF orientation applied, nothing else of the file
 * kept) into the results bucket, which no upload URL reaches, and the project points at that.
 * The upload itself is deleted either way; the previous thumbnail is replaced.
 */
export async function completeThumbnailUpload(
  session: Session,
  projectId: string,
  key: string,
): Promise<{ thumbnail: string }> {
  const project = await projectOfCaller(session, projectId, { forChange: false });
  const folder = uploadFolder(session.clientId, projectId);
  if (!key.startsWith(folder) || !UPLOAD_NAME.test(key.slice(folder.length))) throw invalidField('key');
  const upload = { bucket: 'uploads', key } as const;
  const size = await storage().sizeOf(upload);
  if (size === undefined) throw invalidField('key');

  const work = await mkdtemp(join(tmpdir(), 'adpulse-thumbnail-'));
  try {
    if (size > THUMBNAIL_MAX_BYTES) throw tooLarge();
    const file = join(work, 'upload');
    await storage().download(upload, file);
    const media = await checkMedia(file, {
      maxBytes: THUMBNAIL_MAX_BYTES,
      maxDurationSeconds: 0,
      kind: 'image',
    });
    if (!THUMBNAIL_FORMATS.has(media.format)) throw new MediaRejection('invalidFormat');
    const image = await makeThumbnail(file, media);
    const thumbnail = `${projectPrefix(session.clientId, projectId)}thumbnail-${randomUUID()}.${image.extension}`;
    await storage().put({ bucket: 'results', key: thumbnail }, image.data, image.contentType);
    await setProjectThumbnail(session.clientId, projectId, thumbnail);
    if (project.thumbnail) await storage().delete({ bucket: 'results', key: project.thumbnail });
    return { thumbnail };
  } finally {
    await Promise.all([storage().delete(upload), rm(work, { recursive: true, force: true })]);
  }
}
