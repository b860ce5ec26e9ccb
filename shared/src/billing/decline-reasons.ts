/**
 * Why a card was refused, as the buyer reads it: from the payment provider's code (Stripe's
 * `decline_code`, or its error `code` for a wrong number, CVC or expiry). The checkout shows the
 * card's own reason in the user's language (`errors.payment_<reason>`). A lost, stolen or
 * suspected card reads as a plain refusal, as Stripe asks; a code we have no text for reads as
 * the generic payment error.
 */
export const DECLINE_REASONS = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_number',
  'incorrect_cvc',
  'processing_error',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

const PLAIN_REFUSALS = new Set([
  'generic_decline',
  'do_not_honor',
  'lost_card',
  'stolen_card',
  'fraudulent',
  'pickup_card',
  'restricted_card',
  'security_violation',
]);

/** The reason the buyer is told for a provider's code, or undefined for one we have no text for. */
export function declineReasonOf(code: string | undefined): DeclineReason | undefined {
  if (code && PLAIN_REFUSALS.has(code)) return 'card_declined';
  return DECLINE_REASONS.find((reason) => reason === code);
}
