import { randomUUID } from 'node:crypto';
import type { AvatarContentType, AvatarUpload } from '@adpulse/shared/accounts/index';
import type { Session } from '../platform/auth/session.ts';
import { storage } from '../platform/storage.ts';

/**
 * Profile images go straight from the browser to the uploads bucket with a presigned PUT,
 * signed for the exact content type and size asked for (S3 refuses anything else). The key is
 * under the user's own prefix, which PATCH /users/me checks before keeping it.
 */
const UPLOAD_URL_SECONDS = 5 * 60;
const EXTENSION: Record<AvatarContentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

export const avatarPrefix = (session: Pick<Session, 'clientId' | 'userId'>) =>
  `avatars/${session.clientId}/${session.userId}/`;

export function isOwnAvatarKey(session: Pick<Session, 'clientId' | 'userId'>, key: string): boolean {
  const prefix = avatarPrefix(session);
  return key.startsWith(prefix) && /^[A-Za-z0-9-]+\.(png|jpg|webp)$/.test(key.slice(prefix.length));
}

export async function presignAvatarUpload(
  session: Session,
  request: { contentType: AvatarContentType; size: number },
): Promise<AvatarUpload> {
  const key = `${avatarPrefix(session)}${randomUUID()}.${EXTENSION[request.contentType]}`;
  return storage().presignUpload(key, request.contentType, request.size, UPLOAD_URL_SECONDS);
}

export function avatarViewUrl(key: string): Promise<string> {
  return storage().viewUrl({ bucket: 'uploads', key });
}
