/** What other domains may use of billing. */
export { closeUnpaidCheckout } from './purchase/release.ts';
