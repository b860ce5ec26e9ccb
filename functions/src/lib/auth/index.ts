export * from './clock.ts';
export * from './session.ts';
export * from './authenticate.ts';
export * from './sessions.ts';
export * from './password.ts';
export * from './throttle.ts';
export * from './one-time-token.ts';
export { tokenSecret, forgetTokenSecret } from './token-secret.ts';
export { signSessionToken, verifySessionToken } from './session-token.ts';
