import { isLanguage, FALLBACK_LANGUAGE, type Language } from '@adpulse/shared';
import { translatorFor } from '@adpulse/shared/i18n/translator';
import type { MailMessage } from '../../platform/mail/message.ts';
import { now } from '../../platform/clock.ts';
import { sendMail } from '../../platform/mail/send.ts';
import { claimMail, findSuppression, releaseMail } from '../data/mail-log.ts';

/** The notices a client gets about its projects and invoices (texts under `mail.<kind>`). */
export type NoticeKind = 'projectActive' | 'resultsReady' | 'invoiceIssued' | 'fieldworkClosed';

export interface NoticeMailInput {
  kind: NoticeKind;
  to: string;
  name: string;
  language: string;
  /** Catalogue keys of the paragraphs, in order, under `mail.<kind>.` */
  paragraphs: string[];
  values: Record<string, string | number>;
  link: string;
  /** The project's respondents are (partly) simulated: the e-mail says so, as every screen does. */
  simulated?: boolean;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A notice with one action link, in the recipient's language. */
export function composeNoticeMail(input: NoticeMailInput): MailMessage {
  const language: Language = isLanguage(input.language) ? input.language : FALLBACK_LANGUAGE;
  const t = translatorFor(language);
  const values = { name: input.name, ...input.values };
  const greeting = t('mail.greeting', values);
  const paragraphs = [
    ...input.paragraphs.map((key) => t(`mail.${input.kind}.${key}`, values)),
    ...(input.simulated ? [t('mail.simulated')] : []),
  ];
  const action = t(`mail.${input.kind}.action`, values);
  const signature = t('mail.signature');
  const subjectText = t(`mail.${input.kind}.subject`, values);
  const subject = input.simulated ? `[${t('mail.simulatedTag')}] ${subjectText}` : subjectText;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((line) => [line, '']),
    `${action}: ${input.link}`,
    '',
    signature,
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5">`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('');
  return { to: input.to, subject, text, html, links: [input.link] };
}

export type NoticeOutcome =
  { sentTo: string; skipped: null } | { sentTo: null; skipped: 'already_sent' | 'suppressed' };

/**
 * Sends a notice once per `mailKey` of the client: the claim (a conditional write) comes before
 * the send, so a retry or a concurrent twin finds it and sends nothing. A send that fails gives
 * the claim back and throws, so the caller's retry sends it; only a crash between the claim and
 * SES's answer loses the e-mail (never doubles it). Suppressed addresses (bounces, complaints)
 * get nothing.
 */
export async function sendNoticeOnce(
  clientId: string,
  mailKey: string,
  message: MailMessage,
): Promise<NoticeOutcome> {
  if (await findSuppression(message.to)) return { sentTo: null, skipped: 'suppressed' };
  if (!(await claimMail(clientId, mailKey, message.to, new Date(now()).toISOString())))
    return { sentTo: null, skipped: 'already_sent' };
  try {
    await sendMail(message);
  } catch (error) {
    await releaseMail(clientId, mailKey);
    throw error;
  }
  return { sentTo: message.to, skipped: null };
}
