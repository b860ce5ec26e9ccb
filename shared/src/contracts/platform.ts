import { healthSchema } from '../platform/health.ts';
import { defineContract } from './define.ts';

export const platformContract = defineContract('platform', {
  getHealth: { method: 'GET', path: '/health', auth: 'public', response: healthSchema },
});
