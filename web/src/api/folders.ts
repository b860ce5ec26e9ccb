import { foldersContract } from '@adpulse/shared/contracts/folders';
import { clientOf } from './client.ts';

export const foldersApi = clientOf(foldersContract);
