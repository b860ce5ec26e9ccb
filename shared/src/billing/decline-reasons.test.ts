import { describe, expect, it } from 'vitest';
import { reportedError } from '../i18n/reported-error.ts';
import { MESSAGES, SUPPORTED_LANGUAGES } from '../i18n/index.ts';
import { DECLINE_REASONS, declineReasonOf } from './decline-reasons.ts';

describe('the card’s own decline message', () => {
  it('says each listed reason in every language, and the generic text without one', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const errors = MESSAGES[language].errors;
      for (const reason of DECLINE_REASONS) {
        const said = reportedError('purchase.payment_declined', { reason }, language);
        expect(said.message, `${language} ${reason}`).toBe(errors[`payment_${reason}`]);
        expect(said.message).not.toBe(errors.payment);
      }
      expect(reportedError('purchase.payment_declined', undefined, language).message).toBe(errors.payment);
    }
  });

  it('tells a lost or stolen card as a plain refusal and drops codes it has no text for', () => {
    expect(declineReasonOf('insufficient_funds')).toBe('insufficient_funds');
    expect(declineReasonOf('stolen_card')).toBe('card_declined');
    expect(declineReasonOf('generic_decline')).toBe('card_declined');
    expect(declineReasonOf('unpaid')).toBeUndefined();
    expect(declineReasonOf(undefined)).toBeUndefined();
  });
});
