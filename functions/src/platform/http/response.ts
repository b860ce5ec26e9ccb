import { parseAcceptLanguage, pickLanguage, type Language } from '@adpulse/shared';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResult = APIGatewayProxyStructuredResultV2;

/** What a route returns: a status and an optional JSON body (none for 204). */
export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export function toResult(reply: Reply): HttpResult {
  const hasBody = reply.body !== undefined;
  return {
    statusCode: reply.status,
    headers: {
      ...(hasBody ? { 'content-type': 'application/json; charset=utf-8' } : {}),
      ...reply.headers,
    },
    body: hasBody ? JSON.stringify(reply.body) : '',
  };
}

export function languageOf(event: HttpEvent): Language {
  return pickLanguage(parseAcceptLanguage(event.headers?.['accept-language']));
}

export const ok = (body: unknown): Reply => ({ status: 200, body });
export const created = (body: unknown): Reply => ({ status: 201, body });
export const accepted = (body?: unknown): Reply => ({ status: 202, body });
export const noContent = (): Reply => ({ status: 204 });
