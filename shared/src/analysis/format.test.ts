import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../i18n/index.ts';
import { translatorFor } from '../i18n/translator.ts';
import { NumberFormats, normPercentileText, rangeText } from './format.ts';

describe('ranges read as one value when their ends are equal', () => {
  it.each(SUPPORTED_LANGUAGES)('never "6 s–6 s" (%s)', (language) => {
    const formats = new NumberFormats(language);
    expect(formats.range(6, 6, 'seconds')).toBe(formats.unit(6, 'seconds'));
    expect(formats.range(6, 6, 'seconds')).not.toContain('–');
    // Ends that differ only past the shown digits read the same, so they are one value too.
    expect(formats.range(6.01, 6.04, 'seconds')).toBe(formats.unit(6, 'seconds'));
    expect(formats.range(4, 6, 'seconds')).toBe(
      `${formats.unit(4, 'seconds')}–${formats.unit(6, 'seconds')}`,
    );
    const zeroWidth = formats.estimate({ value: 6, low: 6, high: 6, n: 12 }, 'seconds');
    expect(zeroWidth.interval).toBe(zeroWidth.value);
  });

  it('keeps both ends of a real range', () => {
    expect(new NumberFormats('en').range(25, 40, 'percent')).toBe('25.0%–40.0%');
    expect(new NumberFormats('it').range(25, 40, 'percent')).toBe('25,0%–40,0%');
    expect(rangeText('€1.00', '€1.00')).toBe('€1.00');
    expect(rangeText('€1.00', '€2.00')).toBe('€1.00–€2.00');
  });
});

describe("a value's percentile among a norm's media", () => {
  it.each(SUPPORTED_LANGUAGES)('says "higher than none" at 0, not "0%%" (%s)', (language) => {
    const t = translatorFor(language);
    const formats = new NumberFormats(language);
    const none = normPercentileText(t, formats, 0.3, 200);
    expect(none).toContain('200');
    expect(none).not.toMatch(/\b0\s?%/);
    expect(none).not.toBe(normPercentileText(t, formats, 72, 200));
    expect(normPercentileText(t, formats, 72, 200)).toContain('72');
  });

  it('in Italian, without an article that does not fit the number ("del 0%", "del 8%")', () => {
    const t = translatorFor('it');
    const formats = new NumberFormats('it');
    for (const percentile of [1, 8, 11, 72, 80]) {
      const text = normPercentileText(t, formats, percentile, 200);
      expect(text).toBe(`Più alto di ${percentile} su 100 dei 200 media di questa norma`);
    }
    expect(normPercentileText(t, formats, 0, 200)).toBe(
      'Non più alto di nessuno dei 200 media di questa norma',
    );
  });
});
