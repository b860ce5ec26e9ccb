import { ENV } from '@adpulse/shared';
import { env } from '../aws.ts';
import { now } from '../clock.ts';
import type { MailMessage } from './message.ts';
import { writeToOutbox } from './outbox.ts';
import { sendWithSes } from './ses.ts';

/** Sends through SES, or writes to the local outbox when LOCAL_OUTBOX_DIR is set. */
export async function sendMail(message: MailMessage): Promise<void> {
  const outbox = process.env[ENV.localOutboxDir];
  if (outbox) {
    await writeToOutbox(outbox, message, new Date(now()));
    return;
  }
  await sendWithSes(message, env(ENV.mailFrom), process.env[ENV.sesConfigurationSet]);
}
