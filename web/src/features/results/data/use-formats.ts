import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberFormats } from '@adpulse/shared/analysis/format';

/** Number, money and date formats in the interface language. */
export function useFormats(): NumberFormats {
  const { i18n } = useTranslation();
  return useMemo(() => new NumberFormats(i18n.language || 'en'), [i18n.language]);
}
