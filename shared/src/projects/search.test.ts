import { describe, expect, it } from 'vitest';
import { MAX_NAME_WORDS, matchesQuery, nameWords, normaliseText, queryWords } from './search.ts';

describe('project name search words', () => {
  it('cuts a name into distinct lower-case words without accents or punctuation', () => {
    expect(nameWords('Coca-Cola  Summer 2026: Été à la Plage!')).toEqual([
      'coca',
      'cola',
      'summer',
      '2026',
      'ete',
      'a',
      'la',
      'plage',
    ]);
    expect(nameWords('Spot spot SPOT')).toEqual(['spot']);
  });

  it('keeps letters of any script and folds compatibility forms', () => {
    expect(normaliseText('ＢＭＷ Ñandú')).toBe('bmw nandu');
    expect(nameWords('夏季广告 test')).toEqual(['夏季广告', 'test']);
  });

  it('indexes at most MAX_NAME_WORDS words', () => {
    const name = Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ');
    expect(nameWords(name)).toHaveLength(MAX_NAME_WORDS);
  });

  it('orders query words longest first so the narrowest range is read', () => {
    expect(queryWords('ab  Summer c')).toEqual(['summer', 'ab', 'c']);
    expect(queryWords(' ,;! ')).toEqual([]);
  });

  it('matches when each query word starts some word of the name', () => {
    const words = nameWords('Ferrero Rocher Natale 2025');
    expect(matchesQuery(words, queryWords('roch'))).toBe(true);
    expect(matchesQuery(words, queryWords('NATALE fer'))).toBe(true);
    expect(matchesQuery(words, queryWords('natale pasqua'))).toBe(false);
    expect(matchesQuery(words, queryWords('ocher'))).toBe(false);
    expect(matchesQuery(nameWords('Été'), queryWords('ete'))).toBe(true);
  });
});
