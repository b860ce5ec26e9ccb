import { describe, expect, it } from 'vitest';
import { findSuppression } from '../../functions/src/accounts/data/mail-log.ts';
import { mailEventsHandler } from '../../functions/src/accounts/mail-events.ts';
import { closeFieldworkEntries } from '../../functions/src/fieldwork/data/fieldwork-store.ts';
import { launchFieldwork } from '../../functions/src/fieldwork/index.ts';
import { notifyFieldworkClosed } from '../../functions/src/workflows/notices.ts';
import { outboxMessagesTo, uniqueEmail } from '../support/invoke.ts';
import { registeredUser } from './accounts-fixtures.ts';
import { boughtProject } from './analysis-fixtures.ts';

/**
 * SES bounces and complaints arrive through SNS (the configuration set's event destination, as
 * SES documents the records): a hard bounce or a complaint suppresses the address, a soft bounce
 * does not, a redelivered record changes nothing, and a suppressed address gets no notice.
 */
const snsEvent = (...messages: unknown[]) => ({
  Records: messages.map((message) => ({ Sns: { Message: JSON.stringify(message) } })),
});
const bounce = (email: string, bounceType: string) => ({
  eventType: 'Bounce',
  bounce: {
    bounceType,
    bounceSubType: 'General',
    bouncedRecipients: [{ emailAddress: email, status: '5.1.1' }],
  },
  mail: { destination: [email] },
});
const complaint = (email: string) => ({
  notificationType: 'Complaint',
  complaint: { complainedRecipients: [{ emailAddress: email }], complaintFeedbackType: 'abuse' },
  mail: { destination: [email] },
});

describe('SES bounces and complaints', () => {
  it('suppresses hard bounces and complaints once, not soft bounces', async () => {
    const hard = uniqueEmail('hard');
    const soft = uniqueEmail('soft');
    const complained = uniqueEmail('complaint');
    const first = await mailEventsHandler(
      snsEvent(bounce(hard.toUpperCase(), 'Permanent'), bounce(soft, 'Transient'), complaint(complained), {
        eventType: 'Delivery',
      }),
    );
    expect(first).toEqual({ suppressed: 2 });
    expect(await findSuppression(hard)).toMatchObject({ reason: 'bounce' });
    expect(await findSuppression(complained)).toMatchObject({ reason: 'complaint' });
    expect(await findSuppression(soft)).toBeNull();
    expect(await mailEventsHandler(snsEvent(bounce(hard, 'Permanent')))).toEqual({ suppressed: 0 });
    expect(await mailEventsHandler({ Records: [{ Sns: { Message: 'not json' } }] })).toEqual({
      suppressed: 0,
    });
  });

  it('sends no notice to a suppressed address', async () => {
    const user = await registeredUser('bounced');
    const { projectId } = await boughtProject(user, 'Bounced notice', [{ kind: 'image', duration: 6 }]);
    await launchFieldwork(user.clientId, projectId, 'dynata');
    await closeFieldworkEntries(user.clientId, projectId, 'time_up', new Date().toISOString());
    await mailEventsHandler(snsEvent(bounce(user.email, 'Permanent')));
    expect(await notifyFieldworkClosed(user.clientId, projectId)).toEqual({
      sentTo: null,
      skipped: 'suppressed',
    });
    expect(
      outboxMessagesTo(user.email).filter((message) => message.subject.includes('Bounced notice')),
    ).toHaveLength(0);
  }, 60_000);
});
