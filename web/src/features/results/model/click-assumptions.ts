import { useMemo, useState } from 'react';
import {
  CLICK_BASE_RATES,
  CLICK_COEFFICIENTS,
  validClickAssumptions,
  type ClickAssumptions,
} from '@adpulse/shared/analysis/index';
import { VIEWERS, type Viewer } from '@adpulse/shared/projects/constants';
import { localeNumberText, parseLocaleNumber, parseSignedLocaleNumber } from './locale-number.ts';

/** What the reader typed: the coefficients, and each placement's base rate in percent. */
export interface ClickAssumptionTexts {
  attentionCoefficient: string;
  engagementCoefficient: string;
  /** Percent, e.g. "0.9"; TV has none. */
  baseRates: Partial<Record<Viewer, string>>;
}

export function defaultAssumptionTexts(language: string): ClickAssumptionTexts {
  const baseRates: Partial<Record<Viewer, string>> = {};
  for (const viewer of VIEWERS) {
    const base = CLICK_BASE_RATES[viewer];
    if (base) baseRates[viewer] = localeNumberText(100 * base.rate, language);
  }
  return {
    attentionCoefficient: localeNumberText(CLICK_COEFFICIENTS.attention, language),
    engagementCoefficient: localeNumberText(CLICK_COEFFICIENTS.engagement, language),
    baseRates,
  };
}

export interface ClickAssumptionsState {
  texts: ClickAssumptionTexts;
  setCoefficient: (which: 'attentionCoefficient' | 'engagementCoefficient', text: string) => void;
  setBaseRate: (viewer: Viewer, text: string) => void;
  reset: () => void;
  /** The parsed assumptions of a placement: null for TV or while a value typed is not a number. */
  assumptionsFor: (viewer: Viewer) => ClickAssumptions | null;
  /** Which typed values are not usable (for the fields' errors). */
  invalid: {
    attentionCoefficient: boolean;
    engagementCoefficient: boolean;
    baseRates: Partial<Record<Viewer, boolean>>;
  };
}

/** The click scenario's assumptions as the reader edits them, shared by every view of one media. */
export function useClickAssumptions(language: string): ClickAssumptionsState {
  const [texts, setTexts] = useState(() => defaultAssumptionTexts(language));
  return useMemo(() => {
    const attention = parseSignedLocaleNumber(texts.attentionCoefficient, language);
    const engagement = parseSignedLocaleNumber(texts.engagementCoefficient, language);
    const rate = (viewer: Viewer): number | null => {
      const text = texts.baseRates[viewer];
      const percent = text === undefined ? null : parseLocaleNumber(text, language);
      return percent === null ? null : percent / 100;
    };
    const baseRatesInvalid: Partial<Record<Viewer, boolean>> = {};
    for (const viewer of VIEWERS) {
      if (!CLICK_BASE_RATES[viewer]) continue;
      const value = rate(viewer);
      baseRatesInvalid[viewer] = value === null || !(value > 0 && value < 1);
    }
    return {
      texts,
      setCoefficient: (which, text) => setTexts((current) => ({ ...current, [which]: text })),
      setBaseRate: (viewer, text) =>
        setTexts((current) => ({ ...current, baseRates: { ...current.baseRates, [viewer]: text } })),
      reset: () => setTexts(defaultAssumptionTexts(language)),
      assumptionsFor: (viewer) => {
        const baseRate = rate(viewer);
        if (!CLICK_BASE_RATES[viewer] || baseRate === null || attention === null || engagement === null)
          return null;
        const assumptions = { baseRate, attentionCoefficient: attention, engagementCoefficient: engagement };
        return validClickAssumptions(assumptions) ? assumptions : null;
      },
      invalid: {
        attentionCoefficient: attention === null,
        engagementCoefficient: engagement === null,
        baseRates: baseRatesInvalid,
      },
    };
  }, [texts, language]);
}
