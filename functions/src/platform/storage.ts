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
import { retrying } from './retry.ts';
import { env, s3Client } from './aws.ts';
import { now } from './clock.ts';

/**
 * uploads: what browsers send (presigned PUTs); results: what the product made from them;
 * samples: respondents' raw measurements (expired after the retention).
 */
export type Bucket = 'uploads' | 'results' | 'samples';

export interface StoredObject {
  bucket: Bucket;
  key: string;
}

/**
 * Object storage as the domains use it. The S3 implementation below is the only one: S3,
 * LocalStack and the local s3rver all speak its API (AWS_ENDPOINT_URL_S3).
 */
export interface ObjectStorage {
  /**
   * A presigned PUT into the uploads bucket, with the content type (and the length, when known)
   * in the signature: the store refuses a body of another size or another Content-Type header.
   */
  presignUpload(
    key: string,
    contentType: string,
    size: number | undefined,
    seconds: number,
  ): Promise<PresignedUpload>;
  /** A short-lived URL to show an object. */
  viewUrl(object: StoredObject, seconds?: number): Promise<string>;
  /** A short-lived URL that makes the browser save the object as `fileName`. */
  downloadUrl(object: StoredObject, fileName: string, seconds?: number): Promise<string>;
  /** The object's size, or undefined when there is none. */
  sizeOf(object: StoredObject): Promise<number | undefined>;
  /** Streams an object to a local file (Lambda: under /tmp). */
  download(object: StoredObject, filePath: string): Promise<void>;
  put(object: StoredObject, data: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or undefined when there is none. */
  get(object: StoredObject): Promise<Buffer | undefined>;
  putFile(object: StoredObject, filePath: string, contentType: string): Promise<void>;
  delete(object: StoredObject): Promise<void>;
  /** Every object under a prefix (a project's or an asset's files). */
  deletePrefix(bucket: Bucket, prefix: string): Promise<void>;
}

/** Signed URLs for showing media: long enough for a session on the page. */
const VIEW_URL_SECONDS = 60 * 60;

const BUCKET_ENV = {
  uploads: ENV.uploadsBucket,
  results: ENV.resultsBucket,
  samples: ENV.samplesBucket,
} as const satisfies Record<Bucket, string>;
const bucketName = (bucket: Bucket) => env(BUCKET_ENV[bucket]);

const DOWNLOAD_ATTEMPTS = 3;
const isCutOff = (error: unknown) =>
  error instanceof Error &&
  ((error as NodeJS.ErrnoException).code === 'ECONNRESET' || error.message === 'aborted');

const isMissing = (error: unknown) => {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return (
    status === 404 || (error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey'))
  );
};

const s3Storage: ObjectStorage = {
  async presignUpload(key, contentType, size, seconds) {
    const command = new PutObjectCommand({
      Bucket: bucketName('uploads'),
      Key: key,
      ContentType: contentType,
      ...(size === undefined ? {} : { ContentLength: size }),
    });
    const url = await getSignedUrl(s3Client(), command, {
      expiresIn: seconds,
      signingDate: new Date(now()),
      signableHeaders: new Set(size === undefined ? ['content-type'] : ['content-type', 'content-length']),
    });
    return {
      url,
      method: 'PUT',
      headers: { 'content-type': contentType },
      key,
      expiresAt: new Date(now() + seconds * 1000).toISOString(),
    };
  },

  viewUrl({ bucket, key }, seconds = VIEW_URL_SECONDS) {
    return getSignedUrl(s3Client(), new GetObjectCommand({ Bucket: bucketName(bucket), Key: key }), {
      expiresIn: seconds,
    });
  },

  downloadUrl({ bucket, key }, fileName, seconds = VIEW_URL_SECONDS) {
    return getSignedUrl(
      s3Client(),
      new GetObjectCommand({
        Bucket: bucketName(bucket),
        Key: key,
        ResponseContentDisposition: attachment(fileName),
      }),
      { expiresIn: seconds },
    );
  },

  async sizeOf({ bucket, key }) {
    try {
      const head = await s3Client().send(new HeadObjectCommand({ Bucket: bucketName(bucket), Key: key }));
      return head.ContentLength;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  },

  async get({ bucket, key }) {
    try {
      const object = await s3Client().send(new GetObjectCommand({ Bucket: bucketName(bucket), Key: key }));
      if (!object.Body) return Buffer.alloc(0);
      return Buffer.from(await object.Body.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  },

  /**
   * The SDK retries a failed request but not a body cut off while it streams (a reset socket,
   * for instance while the object is being overwritten): the whole GET is tried again.
   */
  async download({ bucket, key }, filePath) {
    await retrying({ attempts: DOWNLOAD_ATTEMPTS, retryable: isCutOff }, async () => {
      const object = await s3Client().send(new GetObjectCommand({ Bucket: bucketName(bucket), Key: key }));
      if (!object.Body) throw new Error(`Empty object ${key}`);
      await pipeline(object.Body as Readable, createWriteStream(filePath));
    });
  },

  async put({ bucket, key }, data, contentType) {
    await s3Client().send(
      new PutObjectCommand({ Bucket: bucketName(bucket), Key: key, Body: data, ContentType: contentType }),
    );
  },

  /**
   * A local file: a rendition, or a checked original (at most 200 MB, in a function with 2 GB).
   * Sent as one buffer: a streamed body makes the SDK use aws-chunked encoding, which S3
   * emulators store as is.
   */
  async putFile(object, filePath, contentType) {
    await s3Storage.put(object, await readFile(filePath), contentType);
  },

  async delete({ bucket, key }) {
    await s3Client().send(new DeleteObjectCommand({ Bucket: bucketName(bucket), Key: key }));
  },

  async deletePrefix(bucket, prefix) {
    const name = bucketName(bucket);
    let token: string | undefined;
    do {
      const page = await s3Client().send(
        new ListObjectsV2Command({
          Bucket: name,
          Prefix: prefix,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
      if (keys.length) {
        await s3Client().send(
          new DeleteObjectsCommand({ Bucket: name, Delete: { Objects: keys, Quiet: true } }),
        );
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  },
};

/** `attachment` with an ASCII fallback name and the UTF-8 name (RFC 6266). */
export function attachment(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'download';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The object storage of this deployment. */
export const storage = (): ObjectStorage => s3Storage;
