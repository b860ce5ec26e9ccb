import { useTranslation } from 'react-i18next';
import type { Band, NormComparison } from '@adpulse/shared/analysis/index';

const COMPARISON_SIGN: Record<NormComparison, string> = { below: '↓', close: '≈', above: '↑' };

/** Below / close to / above the norm (spec section 3), with a sign so colour is not the only cue. */
export function NormBadge({ comparison, level }: { comparison: NormComparison; level?: 'lv1' | 'lv2' }) {
  const { t } = useTranslation();
  const text = t(`results.norm.${comparison}`);
  return (
    <span className="ap-badge" data-comparison={comparison}>
      <span aria-hidden="true">{COMPARISON_SIGN[comparison]}</span> {text}
      {level ? <span className="ap-visually-hidden"> ({t(`results.norm.${level}`)})</span> : null}
    </span>
  );
}

/** The band of a global index (low, average, high). */
export function BandBadge({ band }: { band: Band }) {
  const { t } = useTranslation();
  return (
    <span className="ap-badge" data-band={band}>
      {t(`results.band.${band}`)}
    </span>
  );
}

/** Marks numbers that come from simulated respondents. */
export function SimulatedTag() {
  const { t } = useTranslation();
  return (
    <span className="ap-badge" data-simulated="true">
      {t('results.simulated.tag')}
    </span>
  );
}
