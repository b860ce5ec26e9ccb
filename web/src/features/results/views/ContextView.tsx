import { useTranslation } from 'react-i18next';
import { IDEAL_MENTAL_DEMAND, type Analysis } from '@adpulse/shared/analysis/index';
import { useResults } from '../data/results-source.ts';
import { useFormats } from '../data/use-formats.ts';
import { useVideoIndex } from '../data/use-video-index.ts';
import { anchorId } from '../model/insights.ts';
import { headlineNorm, KPI_KEYS, KPIS, normBand, normContexts, type NormContext } from '../model/kpis.ts';
import { rankedVideos } from '../model/videos.ts';
import { normPercentileText, type Unit } from '@adpulse/shared/analysis/format';
import { NormBadge } from './badges.tsx';
import { ClickScenarioValue } from './ClickScenario.tsx';
import { EstimateText, useWhiskerLabel } from './EstimateText.tsx';
import { SampleLine } from './MetricsView.tsx';
import { MethodDisclosure } from './MethodDisclosure.tsx';
import { NormScope, useNormName } from './NormScope.tsx';
import { VideoPicker } from './VideoPicker.tsx';
import { Whisker } from './Whisker.tsx';

function NormCell({ context, unit }: { context: NormContext | null; unit: Unit }) {
  const { t } = useTranslation();
  const formats = useFormats();
  if (!context) return <span className="ap-muted">{t('results.norm.missing')}</span>;
  return (
    <span className="ap-context__norm">
      <NormBadge comparison={context.comparison} level={context.level} seed={context.seed} />
      <span>
        {context.p25 !== null && context.p75 !== null
          ? t('results.norm.range', {
              range: formats.range(context.p25, context.p75, unit),
            })
          : t('results.norm.meanInterval', {
              mean: formats.unit(context.mean, unit),
              interval: formats.range(context.low, context.high, unit),
            })}
      </span>
      {context.percentile !== null && context.comparison !== 'insufficient' ? (
        <span className="ap-muted" data-percentile={Math.round(context.percentile)}>
          {normPercentileText(t, formats, context.percentile, context.n)}
        </span>
      ) : (
        <span className="ap-muted">{t('results.norm.assets', { assets: formats.count(context.n) })}</span>
      )}
    </span>
  );
}

/** Metrics in context: every KPI of a video against the market and category norms, below, close to or above. */
export function ContextView({ analysis }: { analysis: Analysis }) {
  const { t } = useTranslation();
  const whiskerLabel = useWhiskerLabel();
  const normName = useNormName();
  const source = useResults();
  const videos = rankedVideos(analysis);
  const [index, choose] = useVideoIndex(videos.length);
  const video = videos[index];
  if (!video) return null;
  const { asset, colour, fileIndex } = video;
  return (
    <div className="ap-results-stack">
      <div className="ap-card ap-toolbar">
        <VideoPicker
          videos={videos.map((entry) => ({
            key: entry.assetId,
            label: entry.name,
            rank: entry.rank,
            colour: entry.colour,
          }))}
          index={index}
          onChange={(next) => choose(next)}
        />
        <SampleLine samples={asset.samples} />
      </div>
      <section className="ap-card ap-section" aria-labelledby="context-title">
        <h2 id="context-title" className="ap-section-title">
          {t('results.context.title')}
        </h2>
        <p className="ap-muted">{t('results.context.intro')}</p>
        <p className="ap-muted" data-norm-rule>
          {t('results.norm.rule')}
        </p>
        <NormScope benchmark={asset.benchmark} />
        <div className="ap-context" role="list">
          <div className="ap-context__head" aria-hidden="true">
            <span>{t('results.context.metric')}</span>
            <span>{t('results.context.value')}</span>
            <span>{t('results.context.scale')}</span>
            <span>{normName(asset.benchmark, 'lv1')}</span>
            <span>{normName(asset.benchmark, 'lv2')}</span>
          </div>
          {KPI_KEYS.map((key) => {
            const kpi = KPIS[key];
            const estimate = kpi.estimate(asset);
            const contexts = normContexts(analysis, asset, kpi);
            const norm = headlineNorm(contexts);
            return (
              <article
                key={key}
                role="listitem"
                className="ap-context__row"
                id={anchorId.context(key)}
                data-kpi={key}
                data-source={`/assets/${fileIndex}/${kpi.path}`}
                aria-labelledby={`${anchorId.context(key)}-name`}
              >
                <div className="ap-context__name">
                  <h3 className="ap-context__title" id={`${anchorId.context(key)}-name`}>
                    {t(`results.kpi.${key}.name`)}
                    {key === 'mentalDemand' ? (
                      <span className="ap-muted ap-context__ideal">
                        {t('results.context.idealMentalDemand', { ideal: IDEAL_MENTAL_DEMAND })}
                      </span>
                    ) : null}
                    {key === 'mentalDemand' ? (
                      <span className="ap-muted ap-context__ideal" data-synthetic="reference">
                        {t('results.context.mentalDemandReference')}
                      </span>
                    ) : null}
                  </h3>
                  <MethodDisclosure kpi={kpi} />
                </div>
                <div className="ap-context__value">
                  {key === 'predictiveClick' ? (
                    <ClickScenarioValue asset={asset} viewer={source.viewer} />
                  ) : (
                    <EstimateText estimate={estimate} unit={kpi.unit} />
                  )}
                </div>
                <div className="ap-context__scale">
                  {estimate && key !== 'predictiveClick' ? (
                    <Whisker
                      estimate={estimate}
                      scale={kpi.scale(asset)}
                      colour={colour}
                      norm={norm ? normBand(norm) : null}
                      label={whiskerLabel(estimate, kpi.unit, norm)}
                    />
                  ) : null}
                </div>
                <div className="ap-context__level" data-level="lv1">
                  <span className="ap-context__level-name">{normName(asset.benchmark, 'lv1')}</span>
                  {key === 'predictiveClick' ? (
                    <span className="ap-muted">{t('results.clickScenario.notCompared')}</span>
                  ) : (
                    <NormCell context={contexts.lv1} unit={kpi.unit} />
                  )}
                </div>
                <div className="ap-context__level" data-level="lv2">
                  <span className="ap-context__level-name">{normName(asset.benchmark, 'lv2')}</span>
                  {key === 'predictiveClick' ? (
                    <span className="ap-muted">–</span>
                  ) : (
                    <NormCell context={contexts.lv2} unit={kpi.unit} />
                  )}
                </div>
              </article>
            );
          })}
        </div>
      </section>
    </div>
  );
}
