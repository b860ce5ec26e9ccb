import { describe, expect, it } from 'vitest';
import { composeLinkMail } from './compose.ts';

const link = 'http://localhost:3000/it/confirm/abc_DEF-123';

describe('account e-mails', () => {
  it('writes the confirmation in the recipient language with the link', () => {
    const message = composeLinkMail({ kind: 'confirm', to: 'ada@x.test', name: 'Ada', link, language: 'it' });
    expect(message.subject).toBe('Conferma il tuo account AdPulse');
    expect(message.text).toContain('Ciao Ada,');
    expect(message.text).toContain(`Imposta la password: ${link}`);
    expect(message.text).toContain('scade tra 24 ore');
    expect(message.html).toContain(`<a href="${link}">`);
    expect(message.links).toEqual([link]);
  });

  it('falls back to English, names the inviting company, and escapes HTML', () => {
    const message = composeLinkMail({
      kind: 'invite',
      to: 'bob@x.test',
      name: '<Bob>',
      link,
      language: 'xx',
      company: 'ACME & Co',
    });
    expect(message.subject).toBe('You are invited to AdPulse');
    expect(message.text).toContain('ACME & Co has invited you to AdPulse.');
    expect(message.html).toContain('Hello &#60;Bob&#62;,');
    expect(message.html).toContain('ACME &#38; Co');
  });

  it('states the one-hour validity of a reset link', () => {
    const message = composeLinkMail({ kind: 'reset', to: 'c@x.test', name: 'C', link, language: 'en' });
    expect(message.subject).toBe('Reset your AdPulse password');
    expect(message.text).toContain('expires in 1 hour');
  });
});
