import { randomUUID } from 'node:crypto';
import { THUMBNAIL_MAX_BYTES, type THUMBNAIL_UPLOAD_TYPES } from '@adpulse/shared/assets/constants';
import type { PresignedUpload } from '@adpulse/shared/assets/schemas';
import type { Session } from '../platform/auth/session.ts';
import { projectPrefix } from './data/keys.ts';
import { MediaRejection } from './media/checks.ts';
import { projectOfCaller } from './project-access.ts';
import { storage } from '../platform/storage.ts';
import { setProjectThumbnail } from '../projects/index.ts';

type ThumbnailType = (typeof THUMBNAIL_UPLOAD_TYPES)[number];
const EXTENSION: Record<ThumbnailType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
const THUMBNAIL_URL_SECONDS = 5 * 60;

/**
 * POST /projects/{projectId}/thumbnail: a presigned PUT for the project's thumbnail image (the
 * predict flow's "set thumbnail"). The project points at the new key at once, so the card shows
 * it as soon as the browser's upload lands. A declared fileSize (at most 5 MB) is bound in the
 * signature; without it only the type is.
 */
export async function startThumbnailUpload(
  session: Session,
  projectId: string,
  request: { contentType: ThumbnailType; fileSize?: number | undefined },
): Promise<{ upload: PresignedUpload }> {
  await projectOfCaller(session, projectId, { forChange: false });
  if (request.fileSize !== undefined && request.fileSize > THUMBNAIL_MAX_BYTES) {
    throw new MediaRejection('sizeExceeded', { value: THUMBNAIL_MAX_BYTES / (1024 * 1024) });
  }
  const key = `${projectPrefix(session.clientId, projectId)}thumbnail/${randomUUID()}.${EXTENSION[request.contentType]}`;
  const upload = await storage().presignUpload(
    key,
    request.contentType,
    request.fileSize,
    THUMBNAIL_URL_SECONDS,
  );
  await setProjectThumbnail(session.clientId, projectId, key);
  return { upload };
}
