import { isLanguage, FALLBACK_LANGUAGE, type Language } from '@adpulse/shared';
import { translatorFor } from '@adpulse/shared/i18n/translator';
import type { MailMessage } from '../../platform/mail/message.ts';

export type LinkMailKind = 'confirm' | 'invite' | 'reset';

export interface LinkMailInput {
  kind: LinkMailKind;
  to: string;
  name: string;
  link: string;
  language: string;
  /** The inviting company (invitations). */
  company?: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A message with one action link, in the recipient's language, from the `mail` texts of the catalogue. */
export function composeLinkMail(input: LinkMailInput): MailMessage {
  const language: Language = isLanguage(input.language) ? input.language : FALLBACK_LANGUAGE;
  const t = translatorFor(language);
  const values = { name: input.name, company: input.company ?? '' };
  const greeting = t('mail.greeting', values);
  const intro = t(`mail.${input.kind}.intro`, values);
  const action = t(`mail.${input.kind}.action`);
  const expiry = t(`mail.${input.kind}.expiry`);
  const ignore = t('mail.ignore');
  const signature = t('mail.signature');
  const text = [greeting, '', intro, '', `${action}: ${input.link}`, '', expiry, ignore, '', signature].join(
    '\n',
  );
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5">`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(expiry)} ${escapeHtml(ignore)}</p>`,
    `<p>${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('');
  return { to: input.to, subject: t(`mail.${input.kind}.subject`), text, html, links: [input.link] };
}
