import { accountsContract, routesOf } from '@adpulse/shared';
import {
  SUPPORT_BODY_MAX,
  SUPPORT_MESSAGE_LIMIT,
  SUPPORT_SUBJECT_MAX,
} from '@adpulse/shared/accounts/support-message';
import { afterEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../functions/src/platform/clock.ts';
import { invokeRoute, malformed } from '../support/invoke-route.ts';
import { outboxMessagesTo } from '../support/invoke.ts';
import { customAdmin, login, registeredUser, type SignedIn, useFastHashing } from './accounts-fixtures.ts';

useFastHashing();
afterEach(() => resetClock());

/** The operators' address: the local synth's web config, the same one the Support page shows. */
const SUPPORT = 'support@adpulse.local';
const WINDOW_MS = SUPPORT_MESSAGE_LIMIT.windowSeconds * 1000;
/** The start of a fresh window, one second in, so a test never straddles two. */
const windowStart = () => Math.ceil(Date.now() / WINDOW_MS) * WINDOW_MS + 1000;

const send = (user: SignedIn, body: unknown, lang = 'en') =>
  invokeRoute(accountsContract.routes.sendSupportMessage, { token: user.token, body: malformed(body), lang });

/** The support mails whose subject carries this test's marker. */
const supportMailsWith = (marker: string) =>
  outboxMessagesTo(SUPPORT).filter((message) => message.subject.includes(marker));

describe('POST /support/messages', () => {
  it('puts the message in the outbox to the support address with the sender’s account', async () => {
    setClock(windowStart);
    const user = await registeredUser('support-sender');
    const marker = `invoice-${user.userId.slice(0, 8)}`;
    const answer = await send(
      user,
      { subject: `  Question on ${marker}  `, body: 'The invoice shows 2 projects.' },
      'it',
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    expect(answer.body.replyTo).toBe(user.email);
    const [mail, ...more] = supportMailsWith(marker);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(`[Support] Question on ${marker}`);
    expect(mail!.text).toContain(`<${user.email}>`);
    expect(mail!.text).toContain(`User id: ${user.userId}`);
    expect(mail!.text).toContain(user.clientId);
    expect(mail!.text).toContain('Answer in: it');
    expect(mail!.text).toContain('The invoice shows 2 projects.');
    // Nothing goes to the sender: support answers by hand.
    expect(outboxMessagesTo(user.email).filter((message) => message.subject.includes(marker))).toEqual([]);
  });

  it('answers 400 with one detail per bad field and sends nothing', async () => {
    const user = await registeredUser('support-bad');
    const cases: [unknown, Record<string, string>][] = [
      [{}, { subject: 'validation.required', body: 'validation.required' }],
      [
        { subject: '   ', body: 'short' },
        { subject: 'validation.required', body: 'validation.supportBodyShort' },
      ],
      [
        { subject: 'x'.repeat(SUPPORT_SUBJECT_MAX + 1), body: 'y'.repeat(SUPPORT_BODY_MAX + 1) },
        { subject: 'validation.supportSubjectLength', body: 'validation.supportBodyLength' },
      ],
      [
        { subject: 42, body: ['a'] },
        { subject: 'validation.invalid', body: 'validation.invalid' },
      ],
    ];
    const before = outboxMessagesTo(SUPPORT).length;
    for (const [body, fields] of cases) {
      const answer = await send(user, body);
      expect(answer.status).toBe(400);
      expect(answer.error?.code).toBe('common.validation');
      expect(Object.fromEntries((answer.error?.details ?? []).map((d) => [d.field, d.code]))).toEqual(fields);
    }
    // The longest allowed subject and body pass.
    const longest = await send(user, {
      subject: 'x'.repeat(SUPPORT_SUBJECT_MAX),
      body: 'y'.repeat(SUPPORT_BODY_MAX),
    });
    expect(longest.status).toBe(202);
    expect(outboxMessagesTo(SUPPORT).length).toBe(before + 1);
  });

  it(`takes ${SUPPORT_MESSAGE_LIMIT.messages} messages per user and window, at once too; then 429 support.rate_limited until the window ends`, async () => {
    const start = windowStart();
    setClock(() => start);
    const user = await registeredUser('support-limit');
    const marker = `burst-${user.userId.slice(0, 8)}`;
    const tries = SUPPORT_MESSAGE_LIMIT.messages * 3;
    const answers = await Promise.all(
      Array.from({ length: tries }, (_, n) =>
        send(user, { subject: `${marker} ${n}`, body: 'Sent all at once.' }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(SUPPORT_MESSAGE_LIMIT.messages);
    expect(statuses.filter((status) => status === 429)).toHaveLength(tries - SUPPORT_MESSAGE_LIMIT.messages);
    expect(supportMailsWith(marker)).toHaveLength(SUPPORT_MESSAGE_LIMIT.messages);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.error).toEqual({
      code: 'support.rate_limited',
      message: expect.stringContaining(`${SUPPORT_MESSAGE_LIMIT.messages} messages`),
      params: { limit: SUPPORT_MESSAGE_LIMIT.messages, minutes: SUPPORT_MESSAGE_LIMIT.windowSeconds / 60 },
    });

    // Another user of another client still writes; the next window takes this user again.
    const other = await registeredUser('support-other');
    expect((await send(other, { subject: `${marker} other`, body: 'Another client writes.' })).status).toBe(
      202,
    );
    // The next window is an hour on, when the session signed in at its start has ended: sign in again.
    setClock(() => start + WINDOW_MS);
    const again = { ...user, token: (await login(user.email)).token };
    expect((await send(again, { subject: `${marker} later`, body: 'The next window.' })).status).toBe(202);
    expect(supportMailsWith(marker)).toHaveLength(SUPPORT_MESSAGE_LIMIT.messages + 2);
  });

  it('writes as the caller only: another client’s ids in the body are ignored, and nothing reads messages back', async () => {
    setClock(windowStart);
    const [victim, sender] = await Promise.all([
      registeredUser('support-victim'),
      customAdmin(true, 'support'),
    ]);
    const marker = `tenant-${sender.userId.slice(0, 8)}`;
    const answer = await send(sender, {
      subject: marker,
      body: 'Pretending to be somebody else.',
      clientId: victim.clientId,
      userId: victim.userId,
      email: victim.email,
    });
    expect(answer.status).toBe(202);
    expect(answer.body.replyTo).toBe(sender.email);
    const [mail] = supportMailsWith(marker);
    expect(mail!.text).toContain(sender.clientId);
    expect(mail!.text).not.toContain(victim.clientId);
    expect(mail!.text).not.toContain(victim.email);
    // No call reads support messages: the form writes, the operators read their mailbox.
    expect(routesOf('accounts').filter((route) => route.path.startsWith('/support'))).toEqual([
      expect.objectContaining({ method: 'POST', path: '/support/messages' }),
    ]);
    const anonymous = await invokeRoute(accountsContract.routes.sendSupportMessage, {
      body: { subject: marker, body: 'No session at all.' },
    });
    expect(anonymous.status).toBe(401);
    expect(supportMailsWith(marker)).toHaveLength(1);
  });
});
