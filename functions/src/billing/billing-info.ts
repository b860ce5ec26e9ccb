import type { BillingInfo, BillingInfoView } from '@adpulse/shared/billing/schemas';
import { now } from '../platform/clock.ts';
import { findBillingInfo, saveBillingInfo } from './data/billing-info.ts';

/** GET /clients/{clientId}/billing-info */
export async function readBillingInfo(clientId: string): Promise<BillingInfoView> {
  const { billingInfo, updatedAt } = await findBillingInfo(clientId);
  return { billingInfo, updatedAt };
}

/** PUT /clients/{clientId}/billing-info: replaces the client's billing information (validated by the contract). */
export async function writeBillingInfo(clientId: string, info: BillingInfo): Promise<BillingInfoView> {
  const at = new Date(now()).toISOString();
  await saveBillingInfo(clientId, info, at);
  return readBillingInfo(clientId);
}
