import { useTranslation } from 'react-i18next';
import { displayBands, type DisplayBand } from '@adpulse/shared/analysis/index';
import { BandBadge } from './badges.tsx';

/**
 * The bands of the global index, made from the same thresholds as the badge (under 40 low, 40 to
 * under 70 average, 70 or more high; older files 4 and 7 on 1-10), and for the current format the
 * note that the index's anchors are synthetic.
 */
export function BandLegend({ format }: { format: 'current' | 'legacy' }) {
  const { t } = useTranslation();
  const range = (entry: DisplayBand) => {
    if (entry.below === null) return t('results.band.rangeFrom', { from: entry.from });
    if (entry.band === 'low') return t('results.band.rangeBelow', { below: entry.below });
    return t('results.band.rangeBetween', { from: entry.from, below: entry.below });
  };
  return (
    <div className="ap-band-legend" data-testid="band-legend">
      <p className="ap-band-legend__bands">
        <span className="ap-muted">{t('results.band.legend')}</span>
        {displayBands(format).map((entry) => (
          <span key={entry.band} className="ap-band-legend__item" data-band-range={entry.band}>
            <BandBadge band={entry.band} /> {range(entry)}
          </span>
        ))}
      </p>
      {format === 'current' ? (
        <p className="ap-footnote" data-synthetic="anchors">
          {t('results.band.anchors')}
        </p>
      ) : null}
    </div>
  );
}
