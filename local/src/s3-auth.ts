import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Hash } from '@smithy/core/serde';
import { SignatureV4 } from '@smithy/signature-v4';
import type { HttpRequest, QueryParameterBag, SourceData } from '@smithy/types';

/** The SDK's Node hash (node:crypto underneath) as the signer's SHA-256 constructor. */
class Sha256 extends Hash {
  constructor(secret?: SourceData) {
    super('sha256', secret);
  }
}

/**
 * What S3 checks before it touches an object, for the local S3: every request but a CORS
 * preflight is signed (SigV4, in the Authorization header or in a presigned URL's query), by a
 * known key, for this very method, path, query and signed headers (so a presigned PUT takes
 * no other key, Content-Length or Content-Type than it was signed for), and a presigned URL
 * only until it expires. The signature is recomputed with the SDK's own signer
 * (@smithy/signature-v4) from what arrived, and compared.
 */
export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export type S3Verdict = { ok: true } | { ok: false; status: number; code: string; message: string };

const ALGORITHM = 'AWS4-HMAC-SHA256';
/** S3 refuses a presigned URL dated further than this in the future ("not yet valid"). */
const CLOCK_SKEW_SECONDS = 15 * 60;
const MAX_EXPIRES_SECONDS = 7 * 24 * 60 * 60;

const accessDenied = (message = 'Access Denied'): S3Verdict => ({
  ok: false,
  status: 403,
  code: 'AccessDenied',
  message,
});
const mismatch: S3Verdict = {
  ok: false,
  status: 403,
  code: 'SignatureDoesNotMatch',
  message:
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
};

interface Scope {
  accessKeyId: string;
  date: string;
  region: string;
  service: string;
}

function parseScope(credential: string | undefined): Scope | undefined {
  const [accessKeyId, date, region, service, terminator, ...rest] = (credential ?? '').split('/');
  if (!accessKeyId || !date || !region || !service || terminator !== 'aws4_request' || rest.length) {
    return undefined;
  }
  return { accessKeyId, date, region, service };
}

/** `20261124T155846Z` as a Date; undefined when malformed. */
function parseAmzDate(value: string | undefined): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
}

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The request as the signer sees it: method, raw path, query (decoded), and the named headers. */
function signable(
  request: IncomingMessage,
  signedHeaders: readonly string[],
  query: QueryParameterBag,
): HttpRequest {
  const headers: Record<string, string> = {};
  for (const name of signedHeaders) {
    const value = request.headers[name];
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const [host = '', port] = (request.headers.host ?? '').split(/:(?=\d+$)/);
  return {
    method: (request.method ?? 'GET').toUpperCase(),
    protocol: 'http:',
    hostname: host,
    ...(port ? { port: Number(port) } : {}),
    path: (request.url ?? '/').split('?')[0] ?? '/',
    query,
    headers,
  };
}

function queryOf(url: string): QueryParameterBag {
  const query: QueryParameterBag = {};
  const search = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  for (const [name, value] of new URLSearchParams(search)) {
    const current = query[name];
    query[name] = current === undefined || current === null ? value : [...[current].flat(), value];
  }
  return query;
}

const first = (value: QueryParameterBag[string] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value) ?? undefined;

function signer(credentials: S3Credentials, scope: Scope): SignatureV4 {
  return new SignatureV4({
    credentials,
    region: scope.region,
    service: scope.service,
    sha256: Sha256,
    // S3 signs the path as sent (already encoded), like the SDK's S3 client.
    uriEscapePath: false,
  });
}

/** A presigned URL: the signature in the query. */
async function verifyPresigned(
  request: IncomingMessage,
  credentials: S3Credentials,
  now: Date,
): Promise<S3Verdict> {
  const query = queryOf(request.url ?? '/');
  const given = first(query['X-Amz-Signature']);
  const scope = parseScope(first(query['X-Amz-Credential']));
  const signedAt = parseAmzDate(first(query['X-Amz-Date']));
  const expires = Number(first(query['X-Amz-Expires']));
  const signedHeaders = (first(query['X-Amz-SignedHeaders']) ?? '').split(';').filter(Boolean);
  if (first(query['X-Amz-Algorithm']) !== ALGORITHM || !given || !scope || !signedAt) {
    return accessDenied(
      'Query-string authentication requires the X-Amz-Algorithm, Credential, Date, SignedHeaders and Signature parameters',
    );
  }
  if (!Number.isInteger(expires) || expires < 1 || expires > MAX_EXPIRES_SECONDS) {
    return accessDenied('X-Amz-Expires must be between 1 and 604800 seconds');
  }
  if (scope.accessKeyId !== credentials.accessKeyId) {
    return {
      ok: false,
      status: 403,
      code: 'InvalidAccessKeyId',
      message: 'The AWS Access Key Id you provided does not exist in our records.',
    };
  }
  if (now.getTime() > signedAt.getTime() + expires * 1000) return accessDenied('Request has expired');
  if (signedAt.getTime() > now.getTime() + CLOCK_SKEW_SECONDS * 1000)
    return accessDenied('Request is not yet valid');
  if (!signedHeaders.includes('host')) return mismatch;

  // The hoisted x-amz-content-sha256 carries the payload hash the signer used: give it back as
  // the header it was (the presigner moves it into the query again, under the same name).
  const unsignedQuery: QueryParameterBag = { ...query };
  delete unsignedQuery['X-Amz-Signature'];
  const request4 = signable(request, signedHeaders, unsignedQuery);
  const hashName = Object.keys(unsignedQuery).find((name) => name.toLowerCase() === 'x-amz-content-sha256');
  if (hashName) {
    request4.headers[hashName] = String(first(unsignedQuery[hashName]));
    delete unsignedQuery[hashName];
  }
  const presigned = await signer(credentials, scope).presign(request4, {
    signingDate: signedAt,
    expiresIn: expires,
    signingRegion: scope.region,
    signingService: scope.service,
    signableHeaders: new Set(signedHeaders),
  });
  const expected = first(presigned.query?.['X-Amz-Signature']) ?? '';
  const listed = first(presigned.query?.['X-Amz-SignedHeaders']) ?? '';
  return listed === signedHeaders.join(';') && sameSignature(expected, given) ? { ok: true } : mismatch;
}

/** An SDK call: the signature in the Authorization header. */
async function verifyHeader(
  request: IncomingMessage,
  authorization: string,
  credentials: S3Credentials,
): Promise<S3Verdict> {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]+)$/.exec(
      authorization.trim(),
    );
  const scope = parseScope(match?.[1]);
  const amzDate = request.headers['x-amz-date'];
  const signedAt = parseAmzDate(Array.isArray(amzDate) ? amzDate[0] : amzDate);
  if (!match || !scope || !signedAt) return accessDenied('Unsupported Authorization header');
  if (scope.accessKeyId !== credentials.accessKeyId) {
    return {
      ok: false,
      status: 403,
      code: 'InvalidAccessKeyId',
      message: 'The AWS Access Key Id you provided does not exist in our records.',
    };
  }
  const signedHeaders = (match[2] ?? '').split(';');
  if (!signedHeaders.includes('host')) return mismatch;
  const signed = await signer(credentials, scope).sign(
    signable(request, signedHeaders, queryOf(request.url ?? '/')),
    {
      signingDate: signedAt,
      signingRegion: scope.region,
      signingService: scope.service,
      signableHeaders: new Set(signedHeaders),
    },
  );
  const expected = /Signature=([0-9a-f]+)$/.exec(String(signed.headers.authorization ?? ''))?.[1] ?? '';
  return sameSignature(expected, match[3] ?? '') ? { ok: true } : mismatch;
}

export async function verifyS3Request(
  request: IncomingMessage,
  credentials: S3Credentials,
  now: Date = new Date(),
): Promise<S3Verdict> {
  // A CORS preflight carries no credentials, in S3 too.
  if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) return { ok: true };
  const authorization = request.headers.authorization;
  if (authorization) return verifyHeader(request, authorization, credentials);
  if ((request.url ?? '').includes('X-Amz-Signature=')) return verifyPresigned(request, credentials, now);
  return accessDenied();
}

/** S3's error document. */
export function s3ErrorXml(verdict: Extract<S3Verdict, { ok: false }>, requestId: string): string {
  const escape = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${verdict.code}</Code><Message>${escape(verdict.message)}</Message>` +
    `<RequestId>${requestId}</RequestId></Error>`
  );
}
