import type { TFunction } from 'i18next';
import { formatEuro } from '../i18n/money.ts';
import type { AbHeadline, Estimate } from '@adpulse/shared/analysis/index';

/**
 * How each kind of number reads. Values arrive as the analysis file holds them; the unit says
 * how to show them: `percent` is already 0-100, `share` and `probability` are 0-1.
 */
export type Unit =
  'score' | 'percent' | 'share' | 'probability' | 'seconds' | 'ratio' | 'intensity' | 'valence';

const DIGITS: Record<Unit, number> = {
  score: 1,
  percent: 1,
  share: 1,
  probability: 2,
  seconds: 1,
  ratio: 2,
  intensity: 1,
  valence: 2,
};

export interface FormattedEstimate {
  value: string;
  low: string;
  high: string;
  /** "63.8%–77.3%": the 95% interval in the unit; one number when both ends read the same ("6 s"). */
  interval: string;
  n: number;
}

/**
 * A range of two formatted ends, "6 s–8 s"; ends that read the same are one value, "6 s", never
 * "6 s–6 s".
 */
export function rangeText(low: string, high: string): string {
  return low === high ? low : `${low}–${high}`;
}

/** Number formatting in the interface language (Intl), one instance per language and unit. */
export class NumberFormats {
  private readonly cache = new Map<string, Intl.NumberFormat>();

  constructor(readonly language: string) {}

  private format(
    digits: number,
    style: 'decimal' | 'percent' = 'decimal',
    minimum = digits,
  ): Intl.NumberFormat {
    const key = `${style}:${digits}:${minimum}`;
    let format = this.cache.get(key);
    if (!format) {
      format = new Intl.NumberFormat(this.language, {
        style,
        maximumFractionDigits: digits,
        minimumFractionDigits: minimum,
      });
      this.cache.set(key, format);
    }
    return format;
  }

  /** A plain number with up to `digits` decimals. */
  number(value: number, digits = 0): string {
    return this.format(digits, 'decimal', 0).format(value);
  }

  /** A whole count, grouped (1,250 / 1.250). */
  count(value: number): string {
    return this.format(0).format(value);
  }

  /** The number alone, in its unit, without the unit sign (for axes, tables with a unit header). */
  bare(value: number, unit: Unit): string {
    const digits = DIGITS[unit];
    if (unit === 'share' || unit === 'probability') return this.format(digits).format(value * 100);
    if (unit === 'seconds') return this.format(digits, 'decimal', 0).format(value);
    return this.format(digits).format(value);
  }

  /** The number with its unit sign: 70.9%, 0.38%, 7 s, ×0.58, +0.07. */
  unit(value: number, unit: Unit): string {
    const digits = DIGITS[unit];
    switch (unit) {
      case 'percent':
        return this.format(digits, 'percent').format(value / 100);
      case 'share':
      case 'probability':
        return this.format(digits, 'percent').format(value);
      case 'seconds':
        return `${this.format(digits, 'decimal', 0).format(value)} s`;
      case 'ratio':
        return `×${this.format(digits).format(value)}`;
      case 'valence':
        return `${value > 0 ? '+' : ''}${this.format(digits).format(value)}`;
      default:
        return this.format(digits).format(value);
    }
  }

  /** Two values of a unit as a range (rangeText): "25%–40%", or "6 s" when both ends read 6 s. */
  range(low: number, high: number, unit: Unit): string {
    return rangeText(this.unit(low, unit), this.unit(high, unit));
  }

  estimate(estimate: Estimate, unit: Unit): FormattedEstimate {
    const low = this.unit(estimate.low, unit);
    const high = this.unit(estimate.high, unit);
    return {
      value: this.unit(estimate.value, unit),
      low,
      high,
      interval: rangeText(low, high),
      n: estimate.n,
    };
  }

  /** Euros in the interface language, the product's one money format (shared/src/i18n/money.ts). */
  money(value: number, digits = 2): string {
    return formatEuro(value, this.language, digits);
  }

  /** A date and time of the file (generatedAt, norms timestamp). */
  dateTime(iso: string): string {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return iso;
    return new Intl.DateTimeFormat(this.language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  }

  date(iso: string): string {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return iso;
    return new Intl.DateTimeFormat(this.language, { dateStyle: 'medium' }).format(date);
  }
}

/** The A/B headline in words, as the ranking screen and the PDF both say it. */
export function abHeadlineText(
  t: TFunction,
  formats: NumberFormats,
  headline: AbHeadline,
  nameOf: (assetId: string) => string,
): string {
  return headline.kind === 'winner'
    ? t('results.ranking.abWinner', {
        winner: nameOf(headline.winner),
        loser: nameOf(headline.loser),
        probability: formats.count(Math.floor(1000 * headline.probability) / 10),
      })
    : t('results.ranking.abTie', {
        first: nameOf(headline.first),
        second: nameOf(headline.second),
        probability: formats.count(Math.round(1000 * headline.probability) / 10),
      });
}

/**
 * Where a value sits among a norm's media, in words: "Higher than 72% of the 200 media in this
 * norm"; at 0, that it is higher than none of them (never "higher than 0%").
 */
export function normPercentileText(
  t: TFunction,
  formats: NumberFormats,
  percentile: number,
  assets: number,
): string {
  const rounded = Math.round(percentile);
  return rounded <= 0
    ? t('results.norm.percentileNone', { assets: formats.count(assets) })
    : t('results.norm.percentile', { percentile: formats.count(rounded), assets: formats.count(assets) });
}
