import { describe, expect, it } from 'vitest';
import type { RemovedRespondents } from '@adpulse/shared/analysis/schemas';
import { removedSummary } from './removed-summary.ts';

const counted = (reason: string, count: number) =>
  `${count} ${({ noMeasurement: 'no measurement', duplicate: 'duplicates', speeder: 'speeders' } as Record<string, string>)[reason] ?? reason}`;
const sentence = ({ removed, total, reasons }: { removed: string; total: string; reasons: string }) =>
  `${removed} of ${total} removed: ${reasons}`;
const removedOf = (total: number, byReason: Partial<RemovedRespondents['byReason']>) =>
  ({ total, byReason }) as RemovedRespondents;

describe('the removed respondents line', () => {
  it('counts the removed among everyone who reached the end, most frequent reason first, leaving out reasons with none', () => {
    const removed = removedOf(12, { noMeasurement: 3, duplicate: 2, speeder: 7, playback: 0 });
    expect(removedSummary(removed, 150, counted, sentence, String)).toBe(
      '12 of 162 removed: 7 speeders, 3 no measurement, 2 duplicates',
    );
    expect(
      removedSummary(removedOf(1, { noMeasurement: 0, duplicate: 1 }), 9, counted, sentence, String),
    ).toBe('1 of 10 removed: 1 duplicates');
  });

  it('says nothing when nobody was removed or the file predates the count', () => {
    expect(
      removedSummary(removedOf(0, { noMeasurement: 0, duplicate: 0 }), 9, counted, sentence, String),
    ).toBeNull();
    expect(removedSummary(undefined, 9, counted, sentence, String)).toBeNull();
  });
});
