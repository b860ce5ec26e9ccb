/** Prices are shown in euros in the Italian format in every language (spec section 9). */
const EURO = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

export function formatEuro(amount: number): string {
  return EURO.format(amount);
}

/** A video's length as m:ss. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
