import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuro } from '@adpulse/shared/i18n/money';

/** Euros in the interface language, the product's one money format (shared/src/i18n/money.ts). */
export function useMoney(): (amount: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((amount: number) => formatEuro(amount, language), [language]);
}
