import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageRange } from './paging.ts';

describe('users paging', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it('gives the positions shown on a page', () => {
    expect(pageRange(1, 0, 10)).toEqual({ from: 0, to: 0 });
    expect(pageRange(1, 7, 10)).toEqual({ from: 1, to: 7 });
    expect(pageRange(3, 23, 10)).toEqual({ from: 21, to: 23 });
  });

  it('steps back when the last page emptied', () => {
    expect(clampPage(3, 20, 10)).toBe(2);
    expect(clampPage(2, 20, 10)).toBe(2);
    expect(clampPage(0, 0, 10)).toBe(1);
  });
});
