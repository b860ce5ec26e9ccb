/**
 * A panel provider's refusal, by what it means for us (the providers' documented errors):
 * - `rejected-targeting`: the audience cannot be fielded as asked (an unknown code, a country or
 *   language the provider does not field); the project is not feasible there;
 * - `closed`: the project or survey is closed at the provider (no more entries, no status change);
 * - `bad-token`: the credentials were refused (401): an operator must renew the panel secret;
 * - `not-found`: the provider knows no such project or respondent;
 * - `unavailable`: anything else (5xx, a network failure): worth retrying.
 */
export type PanelErrorKind = 'rejected-targeting' | 'closed' | 'bad-token' | 'not-found' | 'unavailable';

export class PanelError extends Error {
  constructor(
    readonly provider: string,
    readonly kind: PanelErrorKind,
    detail: string,
    /** The provider's own error code, when its answer carries one. */
    readonly providerCode?: string,
  ) {
    super(`${provider}: ${kind}: ${detail}`);
    this.name = 'PanelError';
  }
}
