import { useTranslation } from 'react-i18next';
import { GLOBAL_BAND_THRESHOLDS, type Analysis, type AssetAnalysis } from '@adpulse/shared/analysis/index';
import { anchorId } from '../model/insights.ts';
import { headlineNorm, normBand, normContexts, type KpiDefinition } from '../model/kpis.ts';
import { BandBadge, NormBadge } from './badges.tsx';
import { EstimateText, useWhiskerLabel } from './EstimateText.tsx';
import { GlobalIndexParts } from './GlobalIndexParts.tsx';
import { MethodDisclosure } from './MethodDisclosure.tsx';
import { NormLine } from './NormLine.tsx';
import { Whisker, type WhiskerZone } from './Whisker.tsx';

/** The band zones under a global index whisker: below 40 low, below 70 average, else high. */
export const GLOBAL_ZONES: readonly WhiskerZone[] = [
  { from: 0, to: GLOBAL_BAND_THRESHOLDS.average, colour: '#fde2e1' },
  { from: GLOBAL_BAND_THRESHOLDS.average, to: GLOBAL_BAND_THRESHOLDS.high, colour: '#fef3c7' },
  { from: GLOBAL_BAND_THRESHOLDS.high, to: 100, colour: '#d1fae5' },
];

/** One KPI of a video: its number with interval and n, a whisker against the norm, and what it means. */
export function KpiCard({
  kpi,
  analysis,
  asset,
  fileIndex,
  colour,
}: {
  kpi: KpiDefinition;
  analysis: Analysis;
  asset: AssetAnalysis;
  fileIndex: number;
  colour: string;
}) {
  const { t } = useTranslation();
  const whiskerLabel = useWhiskerLabel();
  const estimate = kpi.estimate(asset);
  const contexts = normContexts(analysis, asset, kpi);
  const norm = headlineNorm(contexts);
  const comparison = norm?.comparison ?? null;
  const titleId = `${anchorId.kpi(kpi.key)}-title`;

  return (
    <article
      className="ap-kpi"
      id={anchorId.kpi(kpi.key)}
      data-kpi={kpi.key}
      data-source={`/assets/${fileIndex}/${kpi.path}`}
      aria-labelledby={titleId}
    >
      <header className="ap-kpi__head">
        <h3 id={titleId} className="ap-kpi__name">
          {t(`results.kpi.${kpi.key}.name`)}
        </h3>
        <span className="ap-kpi__badges">
          {kpi.key === 'globalIndex' && asset.globalIndex.band ? (
            <BandBadge band={asset.globalIndex.band} />
          ) : null}
          {comparison ? (
            <NormBadge comparison={comparison} level={norm?.level} seed={norm?.seed ?? false} />
          ) : null}
        </span>
      </header>
      <EstimateText estimate={estimate} unit={kpi.unit} />
      {estimate ? (
        <Whisker
          estimate={estimate}
          scale={kpi.scale(asset)}
          colour={colour}
          norm={norm ? normBand(norm) : null}
          zones={kpi.key === 'globalIndex' ? GLOBAL_ZONES : []}
          label={whiskerLabel(estimate, kpi.unit, norm)}
        />
      ) : null}
      {norm ? (
        <p className="ap-kpi__norm-block">
          <NormLine norm={norm} benchmark={asset.benchmark} unit={kpi.unit} showSeed />
        </p>
      ) : null}
      <p className="ap-kpi__help">{t(`results.kpi.${kpi.key}.help`)}</p>
      {kpi.key === 'mentalDemand' ? (
        <p className="ap-kpi__help" data-synthetic="reference">
          {t('results.context.mentalDemandReference')}
        </p>
      ) : null}
      {kpi.key === 'globalIndex' ? <GlobalIndexParts index={asset.globalIndex} /> : null}
      <MethodDisclosure kpi={kpi} />
    </article>
  );
}
