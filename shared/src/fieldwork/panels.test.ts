import { describe, expect, it } from 'vitest';
import { entryRespondentId, entrySourceOf } from './panels.ts';

describe('the way in of a test link', () => {
  it('is the panel whose required parameters are all there, else the direct link', () => {
    expect(entrySourceOf({ pid: '123', psid: 'abc', k2: 'key' })).toBe('dynata');
    expect(entrySourceOf({ transaction_id: 't-1' })).toBe('pure-spectrum');
    expect(entrySourceOf({ pid: '123', psid: 'abc' })).toBe('direct');
    expect(entrySourceOf({ transaction_id: '  ' })).toBe('direct');
    expect(entrySourceOf({ rid: 'r-9' })).toBe('direct');
    expect(entrySourceOf({})).toBe('direct');
  });

  it('reads the respondent id by the panel rule', () => {
    expect(entryRespondentId('dynata', { pid: '123', psid: 'abc', k2: 'key' })).toBe('123');
    expect(entryRespondentId('pure-spectrum', { transaction_id: 't-1' })).toBe('t-1');
    expect(entryRespondentId('direct', {})).toBeUndefined();
  });
});
