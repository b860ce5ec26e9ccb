import { analysisContract } from '@adpulse/shared/contracts/analysis';
import { clientOf } from './client.ts';

export const analysisApi = clientOf(analysisContract);
