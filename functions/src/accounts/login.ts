import type { LoginResponse } from '@adpulse/shared/accounts/index';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient, tableName } from '../platform/aws.ts';
import { nowSeconds } from '../platform/clock.ts';
import { issueSession } from '../platform/auth/authenticate.ts';
import { needsRehash, verifyAgainstDecoy, verifyPassword } from './password.ts';
import {
  LOGIN_THROTTLE,
  clearFailures,
  failuresInWindow,
  isBlocked,
  recordFailure,
} from './data/throttle.ts';
import { loginFailed, rateLimited } from './errors.ts';
import { storePassword } from './password-links.ts';
import { userKey } from './data/keys.ts';
import { findLoginByEmail, type LoginLookup } from './data/users.ts';
import { principalOf } from './views.ts';

export interface LoginAttempt {
  email: string;
  password: string;
  sourceIp: string;
}

/**
 * POST /users/login. Refused (429) while the e-mail or the source address has reached its
 * failure limit in the current window; a failure counts against both; a success clears the
 * e-mail's counter (not the address's). Every refusal of the credentials reads the same
 * ('Access not allowed...'), whatever the reason.
 */
export async function login(attempt: LoginAttempt): Promise<LoginResponse> {
  const at = nowSeconds();
  const [emailFailures, ipFailures] = await Promise.all([
    failuresInWindow(LOGIN_THROTTLE.email, attempt.email, at),
    failuresInWindow(LOGIN_THROTTLE.ip, attempt.sourceIp, at),
  ]);
  if (isBlocked(emailFailures, LOGIN_THROTTLE.email) || isBlocked(ipFailures, LOGIN_THROTTLE.ip)) {
    throw rateLimited();
  }

  const found = await findLoginByEmail(attempt.email);
  const accepted =
    found && canSignIn(found) && found.passwordHash
      ? await verifyPassword(attempt.password, found.passwordHash)
      : await verifyAgainstDecoy(attempt.password);
  if (!found || !accepted) {
    await Promise.all([
      recordFailure(LOGIN_THROTTLE.email, attempt.email, at),
      recordFailure(LOGIN_THROTTLE.ip, attempt.sourceIp, at),
    ]);
    throw loginFailed();
  }

  await clearFailures(LOGIN_THROTTLE.email, attempt.email, at);
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

async function markLoggedIn(clientId: string, userId: string): Promise<void> {
  await dynamoClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKey(clientId, userId),
      UpdateExpression: 'SET firstLogin = :false',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':false': false },
    }),
  );
}
