/** A number typed in the user's way: "1.250,5" in Italian, "1,250.5" in English, spaces ignored. */
export function parseLocaleNumber(text: string, language: string): number | null {
  const parts = new Intl.NumberFormat(language).formatToParts(12345.6);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const cleaned = text
    .trim()
    .replace(/[\s\u00a0\u202f]/g, '')
    .split(group)
    .join('')
    .replace(decimal, '.');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** The same with an optional sign ("-0,4"): a model coefficient may be negative. */
export function parseSignedLocaleNumber(text: string, language: string): number | null {
  const trimmed = text.trim().replace(/^[\u2212-]/, '');
  const value = parseLocaleNumber(trimmed, language);
  if (value === null) return null;
  return trimmed.length < text.trim().length ? -value : value;
}

/** A number written the user's way for an input (no grouping), e.g. 0.9 as "0,9" in Italian. */
export function localeNumberText(value: number, language: string, maximumFractionDigits = 4): string {
  return new Intl.NumberFormat(language, { useGrouping: false, maximumFractionDigits }).format(value);
}
