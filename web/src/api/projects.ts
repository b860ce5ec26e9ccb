import { projectsContract } from '@adpulse/shared/contracts/projects';
import { clientOf } from './client.ts';

export const projectsApi = clientOf(projectsContract);
