import { domainHandler, ok, route } from './http/domain-handler.ts';
import type { Health } from '@adpulse/shared';

const version = process.env.APP_VERSION ?? '0.1.0';

export const handler = domainHandler('platform', {
  'GET /health': route({}, async () => {
    const health: Health = {
      status: 'ok',
      service: 'adpulse-api',
      version,
      time: new Date().toISOString(),
    };
    return ok(health);
  }),
});
