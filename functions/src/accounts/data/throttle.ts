import type { ThrottleRule } from '../../platform/dynamo/throttle.ts';

/** Failed logins: 5 per e-mail and 50 per source address in 15-minute windows. */
export const LOGIN_THROTTLE = {
  email: { kind: 'EMAIL', limit: 5, windowSeconds: 15 * 60 },
  ip: { kind: 'IP', limit: 50, windowSeconds: 15 * 60 },
} as const satisfies Record<string, ThrottleRule>;

/** Password recovery requests: 3 per e-mail and 20 per source address in 15-minute windows. */
export const RECOVERY_THROTTLE = {
  email: { kind: 'RECOVER-EMAIL', limit: 3, windowSeconds: 15 * 60 },
  ip: { kind: 'RECOVER-IP', limit: 20, windowSeconds: 15 * 60 },
} as const satisfies Record<string, ThrottleRule>;
