import { describe, expect, it } from 'vitest';
import { cardDate, displayableThumbnail, formatDate, placeholderKind } from './card-facts.ts';

describe('project card facts', () => {
  const created = '2026-03-02T10:00:00.000Z';
  const closed = '2026-03-09T10:00:00.000Z';

  it('shows the closed date of a closed project, the created date otherwise', () => {
    expect(cardDate({ status: 'closed', created, closed })).toEqual({ kind: 'closed', iso: closed });
    expect(cardDate({ status: 'active', created, closed: null })).toEqual({ kind: 'created', iso: created });
    expect(cardDate({ status: 'closed', created, closed: null })).toEqual({ kind: 'created', iso: created });
  });

  it('formats dates in the interface language', () => {
    expect(formatDate(closed, 'en')).toBe('Mar 9, 2026');
    expect(formatDate(closed, 'it')).toBe('9 mar 2026');
    expect(formatDate('not a date', 'en')).toBe('');
  });

  it('shows only thumbnails that are addresses', () => {
    expect(displayableThumbnail('https://cdn.example.com/t.png')).toBe('https://cdn.example.com/t.png');
    expect(displayableThumbnail('clients/c1/projects/p1/thumbnail/x.png')).toBeNull();
    expect(displayableThumbnail('javascript:alert(1)')).toBeNull();
    expect(displayableThumbnail(null)).toBeNull();
  });

  it('draws an image placeholder for image predictions only', () => {
    expect(placeholderKind({ type: 'predict', predictMediaType: 'image' })).toBe('image');
    expect(placeholderKind({ type: 'predict', predictMediaType: 'video' })).toBe('video');
    expect(placeholderKind({ type: 'abtest' })).toBe('video');
  });
});
