import { useTranslation } from 'react-i18next';
import type { Band, NormComparison } from '@adpulse/shared/analysis/index';

const COMPARISON_SIGN: Record<NormComparison, string> = {
  below: '↓',
  close: '≈',
  above: '↑',
  insufficient: '…',
};

/**
 * Below / close to / above the norm (spec section 3), with a sign so colour is not the only cue, and
 * in words when the norm is the synthetic seed set rather than real projects.
 */
export function NormBadge({
  comparison,
  level,
  seed = false,
}: {
  comparison: NormComparison;
  level?: 'lv1' | 'lv2';
  seed?: boolean;
}) {
  const { t } = useTranslation();
  const text = t(`results.norm.${comparison}`);
  return (
    <span className="ap-badge" data-comparison={comparison} data-synthetic={seed ? 'norm' : undefined}>
      <span aria-hidden="true">{COMPARISON_SIGN[comparison]}</span> {text}
      {seed ? ` · ${t('results.norm.seedShort')}` : null}
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
