import { nowSeconds } from '../platform/clock.ts';
import { verifyAgainstDecoy, verifyPassword } from './password.ts';
import { LOGIN_THROTTLE } from './data/throttle.ts';
import { takeSlots } from '../platform/dynamo/throttle.ts';
import { passwordIncorrect, rateLimited } from './errors.ts';
import { findPasswordHash } from './data/credentials.ts';
import type { UserRecord } from './data/records.ts';

/**
 * The password re-entered to confirm a sensitive change (new password, account deletion).
 * Wrong answers count against the e-mail's login limit, so a stolen token cannot be used to
 * guess the password faster than the login form allows. The slot is taken before the check
 * (as at login); a right password gives it back, a check that did not run too.
 */
export async function checkReenteredPassword(
  user: UserRecord,
  password: string,
  field: string,
): Promise<void> {
  const slots = await takeSlots([{ rule: LOGIN_THROTTLE.email, subject: user.email }], nowSeconds());
  if (!slots) throw rateLimited();
  let matches: boolean;
  try {
    const hash = await findPasswordHash(user.clientId, user.userId);
    matches = hash ? await verifyPassword(password, hash) : await verifyAgainstDecoy(password);
  } catch (error) {
    await slots.refundAll();
    throw error;
  }
  if (!matches) throw passwordIncorrect(field);
  await slots.refundAll();
}
