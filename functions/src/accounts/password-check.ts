import { nowSeconds } from '../platform/clock.ts';
import { verifyAgainstDecoy, verifyPassword } from './password.ts';
import { LOGIN_THROTTLE, failuresInWindow, isBlocked, recordFailure } from './data/throttle.ts';
import { passwordIncorrect, rateLimited } from './errors.ts';
import { findPasswordHash } from './data/credentials.ts';
import type { UserRecord } from './data/records.ts';

/**
 * The password re-entered to confirm a sensitive change (new password, account deletion).
 * Wrong answers count against the e-mail's login limit, so a stolen token cannot be used to
 * guess the password faster than the login form allows.
 */
export async function checkReenteredPassword(
  user: UserRecord,
  password: string,
  field: string,
): Promise<void> {
  const at = nowSeconds();
  if (isBlocked(await failuresInWindow(LOGIN_THROTTLE.email, user.email, at), LOGIN_THROTTLE.email)) {
    throw rateLimited();
  }
  const hash = await findPasswordHash(user.clientId, user.userId);
  const matches = hash ? await verifyPassword(password, hash) : await verifyAgainstDecoy(password);
  if (!matches) {
    await recordFailure(LOGIN_THROTTLE.email, user.email, at);
    throw passwordIncorrect(field);
  }
}
