import { randomUUID } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ENV } from '@adpulse/shared';
import type { AvatarContentType, AvatarUpload } from '@adpulse/shared/accounts/index';
import { env, s3Client } from '../platform/aws.ts';
import { now } from '../platform/clock.ts';
import type { Session } from '../platform/auth/session.ts';

/**
 * Profile images go straight from the browser to the uploads bucket with a presigned PUT,
 * signed for the exact content type and size asked for (S3 refuses anything else). The key is
 * under the user's own prefix, which PATCH /users/me checks before keeping it.
 */
const UPLOAD_URL_SECONDS = 5 * 60;
const VIEW_URL_SECONDS = 60 * 60;
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
  const command = new PutObjectCommand({
    Bucket: env(ENV.uploadsBucket),
    Key: key,
    ContentType: request.contentType,
    ContentLength: request.size,
  });
  const url = await getSignedUrl(s3Client(), command, {
    expiresIn: UPLOAD_URL_SECONDS,
    signingDate: new Date(now()),
    signableHeaders: new Set(['content-type', 'content-length']),
  });
  return {
    url,
    key,
    method: 'PUT',
    headers: { 'content-type': request.contentType },
    expiresAt: new Date(now() + UPLOAD_URL_SECONDS * 1000).toISOString(),
  };
}

export function avatarViewUrl(key: string): Promise<string> {
  return getSignedUrl(s3Client(), new GetObjectCommand({ Bucket: env(ENV.uploadsBucket), Key: key }), {
    expiresIn: VIEW_URL_SECONDS,
  });
}
