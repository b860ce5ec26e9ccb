import type { ApiCors } from '../template.ts';

/**
 * API Gateway's own CORS handling when the HTTP API has a CorsConfiguration: it answers
 * preflights itself and sets the CORS headers of every response, ignoring the backend's.
 */
export function preflightHeaders(cors: ApiCors, origin: string): Record<string, string> {
  if (!originAllowed(cors, origin)) return {};
  return {
    ...allowOrigin(cors, origin),
    'access-control-allow-methods': joined(cors.allowMethods),
    ...(cors.allowHeaders.length ? { 'access-control-allow-headers': joined(cors.allowHeaders) } : {}),
    ...(cors.maxAge !== undefined ? { 'access-control-max-age': String(cors.maxAge) } : {}),
  };
}

export function responseCorsHeaders(cors: ApiCors, origin: string | undefined): Record<string, string> {
  if (!origin || !originAllowed(cors, origin)) return {};
  return {
    ...allowOrigin(cors, origin),
    ...(cors.exposeHeaders.length ? { 'access-control-expose-headers': joined(cors.exposeHeaders) } : {}),
  };
}

export function isCorsHeader(name: string): boolean {
  return name.toLowerCase().startsWith('access-control-');
}

function originAllowed(cors: ApiCors, origin: string): boolean {
  return cors.allowOrigins.includes('*') || cors.allowOrigins.includes(origin);
}

function allowOrigin(cors: ApiCors, origin: string): Record<string, string> {
  const wildcard = cors.allowOrigins.includes('*') && !cors.allowCredentials;
  return {
    'access-control-allow-origin': wildcard ? '*' : origin,
    ...(cors.allowCredentials ? { 'access-control-allow-credentials': 'true' } : {}),
    ...(wildcard ? {} : { vary: 'Origin' }),
  };
}

function joined(values: readonly string[]): string {
  return values.includes('*') ? '*' : values.join(',');
}
