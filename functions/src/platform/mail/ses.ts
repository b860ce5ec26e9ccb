import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { MailMessage } from './message.ts';

let client: SESv2Client | undefined;

/** The cloud: Amazon SES v2, from the verified sender MAIL_FROM, with the configuration set that reports bounces. */
export async function sendWithSes(
  message: MailMessage,
  from: string,
  configurationSet?: string,
): Promise<void> {
  client ??= new SESv2Client({});
  await client.send(
    new SendEmailCommand({
      FromEmailAddress: from,
      ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
      Destination: { ToAddresses: [message.to] },
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: message.text, Charset: 'UTF-8' },
            Html: { Data: message.html, Charset: 'UTF-8' },
          },
        },
      },
    }),
  );
}
