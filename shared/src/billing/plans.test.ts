import { describe, expect, it } from 'vitest';
import { formatCents, formatEuro, periodEnd, splitVat } from './plans.ts';

describe('prices', () => {
  it('shows euros in the reader’s language, thousands grouped in every one', () => {
    expect(formatEuro(1000, 'it').replace(/\s/g, ' ')).toBe('1.000,00 €');
    expect(formatEuro(1000, 'es').replace(/\s/g, ' ')).toBe('1.000,00 €');
    expect(formatEuro(9900, 'de').replace(/\s/g, ' ')).toBe('9.900,00 €');
    expect(formatEuro(9900, 'en')).toBe('€9,900.00');
    expect(formatCents(4_900, 'it').replace(/\s/g, ' ')).toBe('49,00 €');
  });

  it('splits VAT out of a price that includes it, to the cent', () => {
    expect(splitVat(100_000)).toEqual({ net: 81_967, vat: 18_033 });
    const { net, vat } = splitVat(29_000);
    expect(net + vat).toBe(29_000);
  });

  it('ends a monthly period on the same day, or the last day of a shorter month', () => {
    expect(periodEnd(new Date('2026-01-31T10:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(periodEnd(new Date('2026-03-15T00:00:00Z'), 'yearly').toISOString()).toBe(
      '2027-03-15T00:00:00.000Z',
    );
  });
});
