import * as z from 'zod';
import { SUB_TYPES } from '@adpulse/shared';

/**
 * The claims the web app reads from the session token (it never verifies: the API does). The
 * user id is `userId` in the spec's payload; the accounts API puts it in the standard `sub`.
 */
export const tokenPayloadSchema = z
  .object({
    userId: z.string().optional(),
    sub: z.string().optional(),
    clientId: z.string(),
    subType: z.enum(SUB_TYPES).catch('admin'),
    branchId: z
      .string()
      .nullish()
      .transform((value) => value ?? null),
    multiUser: z.boolean().catch(false),
    exp: z.number().optional(),
    iat: z.number().optional(),
  })
  .transform(({ userId, sub, ...claims }, context) => {
    const id = userId ?? sub;
    if (!id) {
      context.addIssue({ code: 'custom', message: 'no user id' });
      return z.NEVER;
    }
    return { userId: id, ...claims };
  });
export type TokenPayload = z.output<typeof tokenPayloadSchema>;

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT (header.payload.signature), or null when the token is not one we can read. */
export function decodeTokenPayload(token: string): TokenPayload | null {
  const segment = token.split('.')[1];
  if (!segment) return null;
  try {
    const parsed = tokenPayloadSchema.safeParse(JSON.parse(base64UrlDecode(segment)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
