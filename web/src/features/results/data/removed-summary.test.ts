import { describe, expect, it } from 'vitest';
import { removedSummary } from './removed-summary.ts';

const label = (reason: string) =>
  ({ noMeasurement: 'no measurement', duplicate: 'duplicates' })[reason] ?? reason;
const sentence = ({ removed, total, reasons }: { removed: string; total: string; reasons: string }) =>
  `${removed} of ${total} removed: ${reasons}`;

describe('the removed respondents line', () => {
  it('counts the removed among everyone who reached the end, by reason, leaving out reasons with none', () => {
    const removed = { total: 5, byReason: { noMeasurement: 3, duplicate: 2 } };
    expect(removedSummary(removed, 157, label, sentence, String)).toBe(
      '5 of 162 removed: no measurement 3, duplicates 2',
    );
    expect(
      removedSummary({ total: 1, byReason: { noMeasurement: 0, duplicate: 1 } }, 9, label, sentence, String),
    ).toBe('1 of 10 removed: duplicates 1');
  });

  it('says nothing when nobody was removed or the file predates the count', () => {
    expect(
      removedSummary({ total: 0, byReason: { noMeasurement: 0, duplicate: 0 } }, 9, label, sentence, String),
    ).toBeNull();
    expect(removedSummary(undefined, 9, label, sentence, String)).toBeNull();
  });
});
