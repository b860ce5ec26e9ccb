import { fieldworkContract } from '@adpulse/shared/contracts/fieldwork';
import { clientOf } from './client.ts';

export const fieldworkApi = clientOf(fieldworkContract);
