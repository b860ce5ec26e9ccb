import { billingContract } from '@adpulse/shared/contracts/billing';
import { clientOf } from './client.ts';

export const billingApi = clientOf(billingContract);
