import { assetsContract } from '@adpulse/shared/contracts/assets';
import { clientOf } from './client.ts';

export const assetsApi = clientOf(assetsContract);
