/**
 * Euros in the reader's language, the one money format of every screen, PDF, deck, workbook and
 * e-mail (issue 26: "one currency format per language"): 1.900,00 € in Italian and German,
 * €1,900.00 in English. Amounts of four digits are grouped in every language ('always': the
 * Italian and Spanish CLDR data would leave 1000,00 € ungrouped beside 12.500,00 €).
 */
const formats = new Map<string, Intl.NumberFormat>();

export function formatEuro(amount: number, language: string, digits = 2): string {
  const key = `${language}/${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'EUR',
      useGrouping: 'always',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format.format(amount);
}

/** Cents shown as euros (invoices, charges). */
export const formatCents = (cents: number, language: string) => formatEuro(cents / 100, language);
