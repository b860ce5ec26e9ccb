/** An e-mail as the outbox stores it and SES sends it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links of the message, so a person or a test can follow them from the outbox. */
  links: string[];
}

export interface OutboxRecord extends MailMessage {
  createdAt: string;
}
