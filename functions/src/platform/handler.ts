import { platformContract } from '@adpulse/shared';
import { domainHandler } from './http/domain-handler.ts';

const version = process.env.APP_VERSION ?? '0.1.0';

/** The platform's own route: GET /health. */
export const handler = domainHandler(platformContract, {
  getHealth: async () => ({
    status: 'ok' as const,
    service: 'adpulse-api',
    version,
    time: new Date().toISOString(),
  }),
});
