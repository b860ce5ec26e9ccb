import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES, type AvatarContentType } from '@adpulse/shared/accounts/me';

export type AvatarFileProblem = 'type' | 'size';

/** The same checks the API makes before signing the upload, so a wrong file is refused at once. */
export function avatarFileProblem(file: { type: string; size: number }): AvatarFileProblem | null {
  if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size < 1 || file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

export const isAvatarContentType = (type: string): type is AvatarContentType =>
  (AVATAR_CONTENT_TYPES as readonly string[]).includes(type);

export const AVATAR_ACCEPT = AVATAR_CONTENT_TYPES.join(',');
