import { useTranslation } from 'react-i18next';
import { GLOBAL_DISPLAY_BANDS, LEGACY_DISPLAY_BANDS } from '@adpulse/shared/analysis/index';
import { BandBadge } from './badges.tsx';

/** The bands of the global index as the spec displays them: 0-49, 50-69, 70-100 (older files 1-4, 5-6, 7-10). */
export function BandLegend({ format }: { format: 'current' | 'legacy' }) {
  const { t } = useTranslation();
  const bands = format === 'current' ? GLOBAL_DISPLAY_BANDS : LEGACY_DISPLAY_BANDS;
  return (
    <p className="ap-band-legend">
      <span className="ap-muted">{t('results.band.legend')}</span>
      {bands.map((entry) => (
        <span key={entry.band} className="ap-band-legend__item">
          <BandBadge band={entry.band} />{' '}
          {t(format === 'current' ? 'results.band.rangePercent' : 'results.band.range', {
            from: entry.from,
            to: entry.to,
          })}
        </span>
      ))}
    </p>
  );
}
