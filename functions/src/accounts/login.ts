import type { LoginResponse } from '@adpulse/shared/accounts/index';
import { nowSeconds } from '../platform/clock.ts';
import { issueSession } from '../platform/auth/authenticate.ts';
import { needsRehash, verifyAgainstDecoy, verifyPassword } from './password.ts';
import { LOGIN_THROTTLE } from './data/throttle.ts';
import { takeSlots } from '../platform/dynamo/throttle.ts';
import { loginFailed, rateLimited } from './errors.ts';
import { storePassword } from './password-links.ts';
import { findLoginByEmail, markLoggedIn, type LoginLookup } from './data/users.ts';
import { principalOf } from './views.ts';

export interface LoginAttempt {
  email: string;
  password: string;
  sourceIp: string;
}

/**
 * POST /users/login. Each attempt first takes a slot in the e-mail's and in the source
 * address's failure counters (one conditional write each); a full counter refuses the attempt
 * (429) before any password is checked, so attempts sent at once cannot pass a limit together.
 * A refused password keeps both slots (they are its failures). A success clears the e-mail's
 * counter (its own slot included) and gives the address its slot back (a success is not a
 * failure, and does not clear the address's). An attempt that never checked the password
 * (the server was busy, an error) gives both slots back. Every refusal of the credentials
 * reads the same ('Access not allowed...'), whatever the reason.
 */
export async function login(attempt: LoginAttempt): Promise<LoginResponse> {
  const at = nowSeconds();
  const slots = await takeSlots(
    [
      { rule: LOGIN_THROTTLE.email, subject: attempt.email },
      { rule: LOGIN_THROTTLE.ip, subject: attempt.sourceIp },
    ],
    at,
  );
  if (!slots) throw rateLimited();

  let found: LoginLookup | undefined;
  let accepted: boolean;
  try {
    found = await findLoginByEmail(attempt.email);
    accepted =
      found && canSignIn(found) && found.passwordHash
        ? await verifyPassword(attempt.password, found.passwordHash)
        : await verifyAgainstDecoy(attempt.password);
  } catch (error) {
    await slots.refundAll();
    throw error;
  }
  if (!found || !accepted) throw loginFailed();

  await Promise.all([slots.clear(LOGIN_THROTTLE.email), slots.refund(LOGIN_THROTTLE.ip)]);
  const { user, client } = found;
  const issued = await issueSession(principalOf(user, client));
  if (user.firstLogin) await markLoggedIn(user.clientId, user.userId);
  if (found.passwordHash && needsRehash(found.passwordHash)) {
    await storePassword(user, attempt.password, { activate: false });
  }
  return {
    token: issued.token,
    accountId: client.clientId,
    clientType: client.clientType,
    firstLogin: user.firstLogin,
  };
}

function canSignIn({ user, client }: LoginLookup): boolean {
  return user.status === 'active' && !client.closedAt;
}
