import { API_ROUTES, platformContract, type OpenApiDocument } from '@adpulse/shared';
import { domainHandler } from './http/domain-handler.ts';
import { openApiDocument } from './openapi.ts';

const version = process.env.APP_VERSION ?? '0.1.0';

let description: OpenApiDocument | undefined;
/** Made once per process: the contracts do not change while it runs. */
const apiDescription = (): OpenApiDocument =>
  (description ??= openApiDocument(API_ROUTES, { title: 'AdPulse API', version }));

/** The platform's own routes: GET /health and the API description. */
export const handler = domainHandler(platformContract, {
  getHealth: async () => ({
    status: 'ok' as const,
    service: 'adpulse-api',
    version,
    time: new Date().toISOString(),
  }),
  getOpenApi: async () => apiDescription(),
});
