/** A day as the interface language writes it (medium style); empty for a string that is no date. */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}
