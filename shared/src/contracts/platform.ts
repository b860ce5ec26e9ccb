import { healthSchema } from '../platform/health.ts';
import { openApiDocumentSchema } from '../platform/openapi.ts';
import { defineContract } from './define.ts';

export const platformContract = defineContract('platform', {
  getHealth: { method: 'GET', path: '/health', auth: 'public', response: healthSchema },
  /** The API description, an OpenAPI 3.1 document made from every contract. */
  getOpenApi: { method: 'GET', path: '/openapi.json', auth: 'public', response: openApiDocumentSchema },
});
