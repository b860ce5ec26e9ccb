import * as z from 'zod';
import { now } from '../platform/clock.ts';
import { suppressAddress, type SuppressionReason } from './data/mail-log.ts';

/**
 * SES sending events through SNS (the configuration set's event destination): a permanent
 * bounce or a complaint puts the address on the suppression list (A12), and no notice goes to it
 * again. Transient and undetermined bounces are SES retrying: they suppress nothing. Both the
 * event-publishing shape (`eventType`) and the identity's feedback notifications
 * (`notificationType`) are read.
 */
const recipientsSchema = z.array(z.object({ emailAddress: z.string().min(3) })).default([]);
const sesEventSchema = z.object({
  eventType: z.string().optional(),
  notificationType: z.string().optional(),
  bounce: z.object({ bounceType: z.string(), bouncedRecipients: recipientsSchema }).optional(),
  complaint: z.object({ complainedRecipients: recipientsSchema }).optional(),
});

export interface Suppression {
  email: string;
  reason: SuppressionReason;
}

/** The addresses one SES event record suppresses (none for anything but hard bounces and complaints). */
export function suppressionsOf(message: string): Suppression[] {
  let json: unknown;
  try {
    json = JSON.parse(message);
  } catch {
    return [];
  }
  const parsed = sesEventSchema.safeParse(json);
  if (!parsed.success) return [];
  const event = parsed.data;
  const type = event.eventType ?? event.notificationType;
  if (type === 'Bounce' && event.bounce?.bounceType === 'Permanent')
    return event.bounce.bouncedRecipients.map((recipient) => ({
      email: recipient.emailAddress.toLowerCase(),
      reason: 'bounce',
    }));
  if (type === 'Complaint' && event.complaint)
    return event.complaint.complainedRecipients.map((recipient) => ({
      email: recipient.emailAddress.toLowerCase(),
      reason: 'complaint',
    }));
  return [];
}

interface SnsEvent {
  Records: { Sns: { Message: string } }[];
}

/** The Lambda subscribed to the SES events topic. A record SNS redelivers writes nothing new. */
export async function mailEventsHandler(event: SnsEvent): Promise<{ suppressed: number }> {
  const at = new Date(now()).toISOString();
  let suppressed = 0;
  for (const record of event.Records) {
    for (const suppression of suppressionsOf(record.Sns.Message)) {
      if (await suppressAddress(suppression.email, suppression.reason, at)) suppressed += 1;
    }
  }
  return { suppressed };
}
