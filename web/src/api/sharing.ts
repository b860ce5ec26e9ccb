import { sharingContract } from '@adpulse/shared/contracts/sharing';
import { clientOf } from './client.ts';

export const sharingApi = clientOf(sharingContract);
