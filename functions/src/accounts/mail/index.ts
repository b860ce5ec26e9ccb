export { composeLinkMail, type LinkMailInput, type LinkMailKind } from './compose.ts';
export { confirmLink, recoveryLink } from './links.ts';
export { sendMail } from '../../platform/mail/send.ts';
export type { MailMessage, OutboxRecord } from '../../platform/mail/message.ts';
