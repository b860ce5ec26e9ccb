export { composeLinkMail, type LinkMailInput, type LinkMailKind } from './compose.ts';
export { confirmLink, recoveryLink } from './links.ts';
export { sendMail } from './send.ts';
export type { MailMessage, OutboxRecord } from './message.ts';
