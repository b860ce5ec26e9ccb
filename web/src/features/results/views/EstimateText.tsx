import { useTranslation } from 'react-i18next';
import type { Estimate } from '@adpulse/shared/analysis/index';
import type { Unit } from '@adpulse/shared/analysis/format';
import { useFormats } from '../data/use-formats.ts';
import { normBand, type NormContext } from '../model/kpis.ts';

/** A number as the product shows every KPI: the value, then its 95% interval and its n. */
export function EstimateText({
  estimate,
  unit,
  size = 'large',
}: {
  estimate: Estimate | null;
  unit: Unit;
  size?: 'large' | 'inline';
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  if (!estimate) return <span className="ap-estimate ap-estimate--none">{t('results.estimate.none')}</span>;
  const shown = formats.estimate(estimate, unit);
  if (size === 'inline') {
    return (
      <span className="ap-estimate ap-estimate--inline">
        <strong>{shown.value}</strong>{' '}
        <span className="ap-estimate__interval">
          ({t('results.estimate.intervalShort', { interval: shown.interval })},{' '}
          <span className="ap-nowrap">{t('results.estimate.n', { n: formats.count(shown.n) })}</span>)
        </span>
      </span>
    );
  }
  return (
    <span className="ap-estimate">
      <span className="ap-estimate__value">{shown.value}</span>
      <span className="ap-estimate__interval">
        {t('results.estimate.interval', { interval: shown.interval })} ·{' '}
        <span className="ap-nowrap">{t('results.estimate.n', { n: formats.count(shown.n) })}</span>
      </span>
    </span>
  );
}

/** The words a screen reader hears for a whisker: value, interval, and the norm when there is one. */
export function useWhiskerLabel() {
  const { t } = useTranslation();
  const formats = useFormats();
  return (estimate: Estimate, unit: Unit, norm?: NormContext | null) => {
    const shown = formats.estimate(estimate, unit);
    const base = t('results.estimate.spoken', { value: shown.value, low: shown.low, high: shown.high });
    if (!norm) return base;
    const band = normBand(norm);
    const words = {
      mean: formats.unit(band.mean, unit),
      low: formats.unit(band.low, unit),
      high: formats.unit(band.high, unit),
    };
    return `${base}. ${norm.p25 === null ? t('results.norm.spoken', words) : t('results.norm.spokenRange', words)}`;
  };
}
