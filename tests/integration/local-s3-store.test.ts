import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { localS3 } from '../../local/src/aws-clients.ts';
import { startS3, type RunningS3 } from '../../local/src/s3.ts';

const BUCKET = 'race-bucket';
let dir: string;
let s3: RunningS3;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'adpulse-s3-store-'));
  s3 = await startS3({ dir, port: 0, buckets: [{ name: BUCKET, cors: [] }] });
});

afterAll(async () => {
  await s3?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the local S3 store', () => {
  it('deletes an object’s files and keeps its folder, so a PUT into that folder cannot lose it', async () => {
    const client = localS3(s3.endpoint);
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'p/1/a/x', Body: 'x' }));
    await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: 'p/1/a/x' }));
    expect((await stat(join(dir, BUCKET, 'p', '1', 'a'))).isDirectory()).toBe(true);
  });

  it('survives deletes and PUTs racing in the same folders (s3rver alone crashed the process)', async () => {
    const client = localS3(s3.endpoint);
    const rounds = Array.from({ length: 40 }, (_, round) => round);
    await Promise.all(
      rounds.map(async (round) => {
        const folder = `q/${round}`;
        await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: `${folder}/old`, Body: 'old' }));
        await Promise.all([
          client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: `${folder}/old` })),
          client.send(new PutObjectCommand({ Bucket: BUCKET, Key: `${folder}/new`, Body: `new ${round}` })),
        ]);
      }),
    );
    for (const round of rounds) {
      const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `q/${round}/new` }));
      expect(await object.Body?.transformToString()).toBe(`new ${round}`);
    }
  }, 60_000);
});
