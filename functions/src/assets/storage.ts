import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ENV } from '@adpulse/shared';
import type { PresignedUpload } from '@adpulse/shared/assets/schemas';
import { env, s3Client } from '../lib/aws.ts';
import { now } from '../lib/auth/clock.ts';

export const uploadsBucket = () => env(ENV.uploadsBucket);
export const resultsBucket = () => env(ENV.resultsBucket);

/** Signed URLs for showing media: long enough for a session on the page. */
const VIEW_URL_SECONDS = 60 * 60;

/**
 * A presigned PUT to the uploads bucket, with the content type (and the length, when known) in
 * the signature: S3 refuses a body of another size or a different Content-Type header.
 */
export async function presignUpload(
  key: string,
  contentType: string,
  size: number | undefined,
  expiresInSeconds: number,
): Promise<PresignedUpload> {
  const command = new PutObjectCommand({
    Bucket: uploadsBucket(),
    Key: key,
    ContentType: contentType,
    ...(size === undefined ? {} : { ContentLength: size }),
  });
  const url = await getSignedUrl(s3Client(), command, {
    expiresIn: expiresInSeconds,
    signingDate: new Date(now()),
    signableHeaders: new Set(size === undefined ? ['content-type'] : ['content-type', 'content-length']),
  });
  return {
    url,
    method: 'PUT',
    headers: { 'content-type': contentType },
    key,
    expiresAt: new Date(now() + expiresInSeconds * 1000).toISOString(),
  };
}

/** Size of an uploaded object, or undefined when nothing was uploaded. */
export async function uploadedSize(key: string): Promise<number | undefined> {
  try {
    const head = await s3Client().send(new HeadObjectCommand({ Bucket: uploadsBucket(), Key: key }));
    return head.ContentLength;
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (error instanceof Error && error.name === 'NotFound')) return undefined;
    throw error;
  }
}

/** Streams an uploaded object to a local file (Lambda: under /tmp). */
export async function downloadUpload(key: string, filePath: string): Promise<void> {
  const object = await s3Client().send(new GetObjectCommand({ Bucket: uploadsBucket(), Key: key }));
  if (!object.Body) throw new Error(`Empty object ${key}`);
  await pipeline(object.Body as Readable, createWriteStream(filePath));
}

/**
 * A local file to the results bucket: a rendition, or the checked original (at most 200 MB, in a
 * function with 2 GB). Sent as one buffer: a streamed body makes the SDK use aws-chunked
 * encoding, which S3 emulators store as is.
 */
export async function putResultFile(key: string, filePath: string, contentType: string): Promise<void> {
  await putResultBytes(key, await readFile(filePath), contentType);
}

export async function putResultBytes(key: string, data: Buffer, contentType: string): Promise<void> {
  await s3Client().send(
    new PutObjectCommand({ Bucket: resultsBucket(), Key: key, Body: data, ContentType: contentType }),
  );
}

export async function deleteUpload(key: string): Promise<void> {
  await s3Client().send(new DeleteObjectCommand({ Bucket: uploadsBucket(), Key: key }));
}

export async function deleteResult(key: string): Promise<void> {
  await s3Client().send(new DeleteObjectCommand({ Bucket: resultsBucket(), Key: key }));
}

/** Every object under a prefix, in one bucket (a project's or an asset's files). */
export async function deletePrefix(bucket: string, prefix: string): Promise<void> {
  let token: string | undefined;
  do {
    const page = await s3Client().send(
      new ListObjectsV2Command({
        Bucket: bucket,
        Prefix: prefix,
        ...(token ? { ContinuationToken: token } : {}),
      }),
    );
    const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
    if (keys.length) {
      await s3Client().send(
        new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }),
      );
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

/** A short-lived URL to show a file of the results bucket. */
export function resultUrl(key: string): Promise<string> {
  return getSignedUrl(s3Client(), new GetObjectCommand({ Bucket: resultsBucket(), Key: key }), {
    expiresIn: VIEW_URL_SECONDS,
  });
}
