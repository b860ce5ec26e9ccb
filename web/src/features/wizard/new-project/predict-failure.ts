import { ApiError } from '../../../api/api-error.ts';
import { refusedBeforeBuying } from '../checkout/purchase.ts';
import type { PredictStage } from './predict-form.ts';

/**
 * Why a quick predict stopped, as the dialog says it: POST /buy refusing the project for the
 * missing saved billing information only (a predict paid by card takes it) or for another
 * reason; any other failure is told by its own code (`error`).
 */
export type PredictFailure = 'needsBillingInfo' | 'cannotBuy' | 'error';

export function predictFailure(error: unknown, stage: PredictStage): PredictFailure {
  if (!(error instanceof ApiError) || !refusedBeforeBuying(error) || stage !== 'buying') return 'error';
  const onlyBillingDetails =
    error.details.length > 0 && error.details.every((issue) => issue.field.startsWith('checkout.payment.'));
  return onlyBillingDetails ? 'needsBillingInfo' : 'cannotBuy';
}
