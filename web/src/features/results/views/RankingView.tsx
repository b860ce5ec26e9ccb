import { useTranslation } from 'react-i18next';
import type { Analysis } from '@adpulse/shared/analysis/index';
import { useFormats } from '../data/use-formats.ts';
import { anchorId, resolveInsights, type ResolvedInsight } from '../model/insights.ts';
import { headlineNorm, KPIS, normBand, normContexts } from '../model/kpis.ts';
import { abHeadline, rankPlace } from '@adpulse/shared/analysis/index';
import { abHeadlineText } from '@adpulse/shared/analysis/format';
import { rankedVideos } from '../model/videos.ts';
import { BandBadge, NormBadge } from './badges.tsx';
import { BandLegend } from './BandLegend.tsx';
import { AttentionCurves } from './AttentionCurves.tsx';
import { EstimateText, useWhiskerLabel } from './EstimateText.tsx';
import { InsightsList } from './InsightsList.tsx';
import { MethodDisclosure } from './MethodDisclosure.tsx';
import { NormLine } from './NormLine.tsx';
import { GLOBAL_ZONES } from './KpiCard.tsx';
import { Whisker } from './Whisker.tsx';

/** Where an insight's link goes: its tab, with the video (and second) in the address and the number's anchor. */
export function insightHref(resolved: ResolvedInsight): string {
  const { tab, videoIndex, second, anchor } = resolved.target;
  const params = new URLSearchParams();
  if (videoIndex !== null) params.set('video', String(videoIndex));
  if (second !== null) params.set('t', String(second));
  const query = params.toString();
  return `../${tab}${query ? `?${query}` : ''}#${anchor}`;
}

/** The ranking tab: every video by rank with its global index, band and norm comparison; attention of all; insights. */
export function RankingView({ analysis }: { analysis: Analysis }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const whiskerLabel = useWhiskerLabel();
  const videos = rankedVideos(analysis);
  const insights = resolveInsights(analysis, videos);
  const kpi = KPIS.globalIndex;
  const headline = abHeadline(analysis);
  const nameOf = (assetId: string) => videos.find((video) => video.assetId === assetId)?.name ?? assetId;

  return (
    <div className="ap-results-stack">
      <section className="ap-card ap-section" aria-labelledby="ranking-title">
        <h2 id="ranking-title" className="ap-section-title">
          {t('results.ranking.title')}
        </h2>
        <p className="ap-muted">{t('results.ranking.intro')}</p>
        {headline ? (
          <p className="ap-ranking__headline" data-ab={headline.kind}>
            {abHeadlineText(t, formats, headline, nameOf)}
          </p>
        ) : null}
        <BandLegend format="current" />
        <MethodDisclosure kpi={kpi} />
        <ol className="ap-ranking">
          {videos.map((video) => {
            const estimate = kpi.estimate(video.asset);
            const norm = headlineNorm(normContexts(analysis, video.asset, kpi));
            const place = rankPlace(analysis, video.assetId);
            return (
              <li
                key={video.assetId}
                id={anchorId.rankRow(video.assetId)}
                className="ap-ranking__row"
                data-asset-id={video.assetId}
                data-source={`/assets/${video.fileIndex}/globalIndex/value`}
              >
                <span
                  className="ap-ranking__rank"
                  data-rank-from={place?.from}
                  data-rank-to={place?.to}
                  aria-label={
                    video.rank === null
                      ? t('results.ranking.unranked')
                      : place && place.from !== place.to
                        ? t('results.ranking.rangeSpoken', { from: place.from, to: place.to })
                        : t('results.ranking.rankSpoken', { rank: video.rank })
                  }
                >
                  {video.rank === null
                    ? '–'
                    : place && place.from !== place.to
                      ? `#${place.from}–${place.to}`
                      : `#${video.rank}`}
                  {place && place.from !== place.to ? (
                    <span className="ap-ranking__tie">{t('results.ranking.notSeparable')}</span>
                  ) : null}
                </span>
                <div className="ap-ranking__body">
                  <h3 className="ap-ranking__name">
                    <span className="ap-swatch" style={{ background: video.colour }} aria-hidden="true" />
                    <span className="ap-ranking__title">{video.name}</span>
                  </h3>
                  <p className="ap-muted ap-ranking__meta">
                    {t(`results.kind.${video.asset.data_type}`)} ·{' '}
                    {formats.unit(video.asset.duration, 'seconds')} ·{' '}
                    {t('results.ranking.samples', {
                      respondents: formats.count(video.asset.samples.respondents),
                      count: video.asset.samples.respondents,
                      measured: formats.count(video.asset.samples.attention_samples),
                    })}
                  </p>
                </div>
                <div className="ap-ranking__score">
                  <span className="ap-ranking__label">{t('results.kpi.globalIndex.name')}</span>
                  <EstimateText estimate={estimate} unit="score" />
                  <span className="ap-kpi__badges">
                    {video.asset.globalIndex.band ? <BandBadge band={video.asset.globalIndex.band} /> : null}
                    {norm ? (
                      <NormBadge comparison={norm.comparison} level={norm.level} seed={norm.seed} />
                    ) : null}
                  </span>
                </div>
                {estimate ? (
                  <div className="ap-ranking__whisker">
                    <Whisker
                      estimate={estimate}
                      scale={[0, 100]}
                      colour={video.colour}
                      norm={norm ? normBand(norm) : null}
                      zones={GLOBAL_ZONES}
                      label={whiskerLabel(estimate, 'score', norm)}
                    />
                    {norm ? <NormLine norm={norm} benchmark={video.asset.benchmark} unit="score" /> : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      </section>
      <section className="ap-card ap-section">
        <AttentionCurves videos={videos} />
      </section>
      <InsightsList insights={insights} linkTo={insightHref} />
    </div>
  );
}
