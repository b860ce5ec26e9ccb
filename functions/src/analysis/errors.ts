import { DomainError } from '../platform/errors.ts';

/** A re-run of a project that was never bought. */
export const notRunnable = () => new DomainError('analysis.not_runnable');
/** A re-run asked again too soon after the last one. */
export const rerunTooSoon = () => new DomainError('auth.rate_limited');
