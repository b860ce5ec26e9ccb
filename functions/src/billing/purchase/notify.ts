import { ENV, FALLBACK_LANGUAGE, isLanguage } from '@adpulse/shared';
import { translatorFor } from '@adpulse/shared/i18n/translator';
import { sendMail } from '../../platform/mail/send.ts';
import type { MailMessage } from '../../platform/mail/message.ts';
import type { PurchaseInput } from '@adpulse/shared/workflows/purchase';
import { findUser } from '../../accounts/index.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The "your project is active" e-mail, in the buyer's language. */
export function composePurchaseMail(
  to: string,
  name: string,
  project: string,
  language: string,
  dashboard: string,
): MailMessage {
  const t = translatorFor(isLanguage(language) ? language : FALLBACK_LANGUAGE);
  const greeting = t('mail.greeting', { name });
  const intro = t('mail.projectActive.intro', { project });
  const action = t('mail.projectActive.action');
  const signature = t('mail.signature');
  return {
    to,
    subject: t('mail.projectActive.subject', { project }),
    text: [greeting, '', intro, '', `${action}: ${dashboard}`, '', signature].join('\n'),
    html: [
      '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(dashboard)}">${escapeHtml(action)}</a></p><p>${escapeHtml(signature)}</p>`,
      '</body></html>',
    ].join(''),
    links: [dashboard],
  };
}

/** Tells the buyer the project is active. Nobody to tell (user gone) is not an error. */
export async function notifyBuyer(purchase: PurchaseInput): Promise<{ sentTo: string | null }> {
  const user = await findUser(purchase.clientId, purchase.userId);
  if (!user) return { sentTo: null };
  const language = user.language || purchase.language;
  const dashboard = `${process.env[ENV.appUrl] ?? ''}/${isLanguage(language) ? language : FALLBACK_LANGUAGE}/dashboard`;
  await sendMail(
    composePurchaseMail(user.email, user.firstName, purchase.order.projectName, language, dashboard),
  );
  return { sentTo: user.email };
}
