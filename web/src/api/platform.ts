import { platformContract } from '@adpulse/shared/contracts/platform';
import { clientOf } from './client.ts';

export const platformApi = clientOf(platformContract);
