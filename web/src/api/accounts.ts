import { accountsContract } from '@adpulse/shared/contracts/accounts';
import { clientOf } from './client.ts';

export const accountsApi = clientOf(accountsContract);
