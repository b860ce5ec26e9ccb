import { now, nowSeconds } from '../platform/clock.ts';
import type { Observability } from '../platform/observability.ts';
import { waitForNextStep } from '../platform/timing.ts';
import { hashPassword } from './password.ts';
import { revokeUserSessions } from '../platform/auth/data/sessions.ts';
import { RECOVERY_THROTTLE } from './data/throttle.ts';
import { takeSlots } from '../platform/dynamo/throttle.ts';
import { linkExpired, rateLimited } from './errors.ts';
import { composeLinkMail, confirmLink, recoveryLink, sendMail } from './mail/index.ts';
import { findClient } from './data/clients.ts';
import { saveCredential } from './data/credentials.ts';
import { createLinkToken, redeemLinkToken, type LinkPurpose } from './data/link-tokens.ts';
import { findLoginByEmail, findUser } from './data/users.ts';
import type { UserRecord } from './data/records.ts';

/**
 * The e-mail link flows: a new account or an invited user sets its password through a confirm
 * link (24 h); a forgotten password is replaced through a recovery link (1 h). Links are
 * single-use; setting a password activates the user; a reset also ends every session.
 */
export async function sendSetPasswordLink(
  user: UserRecord,
  kind: 'confirm' | 'invite',
  language: string,
  company?: string,
): Promise<void> {
  const token = await createLinkToken('confirm', user, nowSeconds());
  await sendMail(
    composeLinkMail({
      kind,
      to: user.email,
      name: user.firstName,
      link: confirmLink(language, token),
      language,
      ...(company ? { company } : {}),
    }),
  );
}

/**
 * Every recovery answer takes a whole number of these steps (nearly always one): the mail work
 * done for a known address stays hidden in it, so the answer time does not tell whether an
 * address has an account.
 */
export const RECOVERY_ANSWER_STEP_MS = 1_000;

export interface RecoveryRequest {
  email: string;
  language: string;
  sourceIp: string;
}

/**
 * POST /users/recover: a reset link when the e-mail has a usable account; silence otherwise.
 * Limited per e-mail and per caller address, whether or not the address has an account (the
 * slots are taken before anything is looked up, so requests sent at once cannot pass the limit
 * together); a full counter answers 429. A mail that could not be sent is logged, not told: the
 * answer must not differ from an unknown address's.
 */
export async function requestPasswordReset(
  request: RecoveryRequest,
  log: Observability['logger'],
): Promise<void> {
  const started = performance.now();
  const slots = await takeSlots(
    [
      { rule: RECOVERY_THROTTLE.email, subject: request.email },
      { rule: RECOVERY_THROTTLE.ip, subject: request.sourceIp },
    ],
    nowSeconds(),
  );
  if (!slots) throw rateLimited();
  try {
    await mailResetLink(request.email, request.language);
  } catch (error) {
    log.error('The password reset mail could not be sent', error as Error);
  }
  await waitForNextStep(started, RECOVERY_ANSWER_STEP_MS);
}

async function mailResetLink(email: string, language: string): Promise<void> {
  const found = await findLoginByEmail(email);
  if (!found || found.client.closedAt || found.user.status === 'disabled') return;
  const token = await createLinkToken('reset', found.user, nowSeconds());
  await sendMail(
    composeLinkMail({
      kind: 'reset',
      to: found.user.email,
      name: found.user.firstName,
      link: recoveryLink(language, token),
      language,
    }),
  );
}

/** POST /users/confirm. */
export function confirmAccount(token: string, password: string): Promise<UserRecord> {
  return setPasswordWithLink('confirm', token, password);
}

/** POST /users/reset. */
export async function resetPassword(token: string, password: string): Promise<UserRecord> {
  const user = await setPasswordWithLink('reset', token, password);
  await revokeUserSessions(user.userId);
  return user;
}

async function setPasswordWithLink(
  purpose: LinkPurpose,
  token: string,
  password: string,
): Promise<UserRecord> {
  const target = await redeemLinkToken(purpose, token, nowSeconds());
  if (!target) throw linkExpired();
  const [user, client] = await Promise.all([
    findUser(target.clientId, target.userId),
    findClient(target.clientId),
  ]);
  if (!user || !client || client.closedAt || user.status === 'disabled') throw linkExpired();
  if (!(await storePassword(user, password, { activate: true }))) throw linkExpired();
  return user;
}

/**
 * Stores a new password hash, in one transaction with a check that the user still exists and
 * is not disabled; with `activate`, an invited user becomes active. False when the check fails.
 */
export async function storePassword(
  user: UserRecord,
  password: string,
  options: { activate: boolean },
): Promise<boolean> {
  const hash = await hashPassword(password);
  return saveCredential(user, hash, new Date(now()).toISOString(), options);
}
