import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { MailMessage, OutboxRecord } from './message.ts';

/** Local runtime and tests: the message becomes a JSON file in the outbox folder. */
export async function writeToOutbox(dir: string, message: MailMessage, createdAt: Date): Promise<string> {
  await mkdir(dir, { recursive: true });
  const record: OutboxRecord = { ...message, createdAt: createdAt.toISOString() };
  const file = join(dir, `${record.createdAt.replace(/[:.]/g, '-')}-${randomUUID()}.json`);
  await writeFile(file, `${JSON.stringify(record, null, 2)}\n`, { flag: 'wx' });
  return file;
}
