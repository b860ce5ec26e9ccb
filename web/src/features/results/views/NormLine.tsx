import { useTranslation } from 'react-i18next';
import type { Benchmark } from '@adpulse/shared/analysis/index';
import { normPercentileText, type Unit } from '@adpulse/shared/analysis/format';
import { useFormats } from '../data/use-formats.ts';
import type { NormContext } from '../model/kpis.ts';
import { useNormName } from './NormScope.tsx';

/**
 * A norm in words: its name, middle range (25th-75th percentiles), mean and n, then where the
 * value sits among its media (docs/methodology.md, section 10); no percentile without enough data
 * for a verdict. An older file without the middle range shows the mean's interval instead.
 */
export function NormLine({
  norm,
  benchmark,
  unit,
  className = 'ap-kpi__norm',
  showSeed = false,
}: {
  norm: NormContext;
  benchmark: Benchmark;
  unit: Unit;
  className?: string;
  showSeed?: boolean;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const normName = useNormName();
  const level = normName(benchmark, norm.level);
  const assets = formats.count(norm.n);
  return (
    <>
      <span className={className}>
        {norm.p25 !== null && norm.p75 !== null
          ? t('results.norm.lineRange', {
              level,
              range: formats.range(norm.p25, norm.p75, unit),
              mean: formats.unit(norm.mean, unit),
              assets,
            })
          : t('results.norm.line', {
              level,
              mean: formats.unit(norm.mean, unit),
              interval: formats.range(norm.low, norm.high, unit),
              assets,
            })}
        {showSeed && norm.seed ? (
          <span className="ap-kpi__seed" data-synthetic="norm">
            {' '}
            · {t('results.norm.seed')}
          </span>
        ) : null}
      </span>
      {norm.percentile !== null && norm.comparison !== 'insufficient' ? (
        <span className={className} data-percentile={Math.round(norm.percentile)}>
          {normPercentileText(t, formats, norm.percentile, norm.n)}
        </span>
      ) : null}
    </>
  );
}
