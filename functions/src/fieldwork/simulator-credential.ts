import { createHmac, timingSafeEqual } from 'node:crypto';
import { tokenSecret } from '../platform/auth/token-secret.ts';

/** The header the simulated panel sends its credential in. */
export const SIMULATOR_HEADER = 'x-adpulse-simulator';

/**
 * The simulated panel's own credential for one test: an HMAC of the test id under the key that
 * signs session tokens, which only the platform's functions hold. Only with it may an entry say
 * `simulated: true`; from anyone else (the public respondent API) the flag is refused.
 */
export async function simulatorCredential(testId: string): Promise<string> {
  return createHmac('sha256', await tokenSecret())
    .update(`simulator:${testId}`)
    .digest('base64url');
}

/** True when the request's headers carry the simulator's credential for this test. */
export async function fromSimulator(
  testId: string,
  headers: Readonly<Record<string, string | undefined>>,
): Promise<boolean> {
  const sent = headers[SIMULATOR_HEADER];
  if (!sent) return false;
  const expected = Buffer.from(await simulatorCredential(testId));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
