import { ENV } from '@adpulse/shared';
import {
  SUPPORT_MESSAGE_LIMIT,
  type SupportMessageResponse,
  type supportMessageRequestSchema,
} from '@adpulse/shared/accounts/support-message';
import type { z } from 'zod';
import { DomainError } from '../platform/errors.ts';
import { env } from '../platform/aws.ts';
import { now, nowSeconds } from '../platform/clock.ts';
import type { Session } from '../platform/auth/session.ts';
import { takeSlots, type ThrottleRule } from '../platform/dynamo/throttle.ts';
import { sendMail, type MailMessage } from './mail/index.ts';
import { requireOpenClient } from './data/clients.ts';
import type { ClientRecord, UserRecord } from './data/records.ts';
import { requireUser } from './data/users.ts';

type SupportMessage = z.output<typeof supportMessageRequestSchema>;

/** Messages to the operators: SUPPORT_MESSAGE_LIMIT per user, counted in fixed windows. */
export const SUPPORT_THROTTLE: ThrottleRule = {
  kind: 'SUPPORT-USER',
  limit: SUPPORT_MESSAGE_LIMIT.messages,
  windowSeconds: SUPPORT_MESSAGE_LIMIT.windowSeconds,
};

/**
 * POST /support/messages: the caller's message goes to the operators' address (SUPPORT_EMAIL),
 * with the sender's account in it so support can answer and find the client. The slot is taken
 * with a conditional write before the mail is sent, so messages sent at once cannot pass the
 * limit together; a full window answers 429 `support.rate_limited`. A mail that fails gives its
 * slot back and throws (500): the client sees an error, keeps the text, and may send again.
 */
export async function sendSupportMessage(
  session: Session,
  message: SupportMessage,
  language: string,
): Promise<SupportMessageResponse> {
  const to = env(ENV.supportEmail);
  const [user, client] = await Promise.all([
    requireUser(session.clientId, session.userId),
    requireOpenClient(session.clientId),
  ]);
  const slots = await takeSlots([{ rule: SUPPORT_THROTTLE, subject: session.userId }], nowSeconds());
  if (!slots) {
    throw new DomainError('support.rate_limited', {
      params: { limit: SUPPORT_MESSAGE_LIMIT.messages, minutes: SUPPORT_MESSAGE_LIMIT.windowSeconds / 60 },
    });
  }
  const sentAt = new Date(now()).toISOString();
  try {
    await sendMail(composeSupportMail(to, { user, client, message, language, sentAt }));
  } catch (error) {
    await slots.refundAll();
    throw error;
  }
  return { sentAt, replyTo: user.email };
}

interface SupportMailInput {
  user: UserRecord;
  client: ClientRecord;
  message: SupportMessage;
  language: string;
  sentAt: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The operators read it in one language (English): the header names the sender, the account and
 * the language to answer in; the client's text follows unchanged.
 */
export function composeSupportMail(to: string, input: SupportMailInput): MailMessage {
  const { user, client, message } = input;
  const header: [string, string][] = [
    ['From', `${user.firstName} ${user.lastName} <${user.email}>`],
    ['User id', user.userId],
    ['Client', `${client.companyName} (${client.clientId}, ${client.clientType})`],
    ['Answer in', input.language],
    ['Sent at', input.sentAt],
  ];
  const subject = `[Support] ${message.subject}`;
  const text = [...header.map(([name, value]) => `${name}: ${value}`), '', message.body].join('\n');
  const html = [
    '<!doctype html><html lang="en"><body style="font-family:sans-serif;line-height:1.5">',
    '<dl>',
    ...header.map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`),
    '</dl>',
    `<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(message.body)}</pre>`,
    '</body></html>',
  ].join('');
  return { to, subject, text, html, links: [] };
}
