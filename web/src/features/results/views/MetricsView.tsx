import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Analysis } from '@adpulse/shared/analysis/index';
import { useClickAssumptions } from '../model/click-assumptions.ts';
import { useResults } from '../data/results-source.ts';
import { useFormats } from '../data/use-formats.ts';
import { useVideoIndex } from '../data/use-video-index.ts';
import { KPIS, type KpiKey } from '../model/kpis.ts';
import { rankedVideos } from '../model/videos.ts';
import { DemographicsView } from './DemographicsView.tsx';
import { EvokedEmotionsView } from './EvokedEmotionsView.tsx';
import { ClickScenarioCard } from './ClickScenario.tsx';
import { KpiCard } from './KpiCard.tsx';
import { MediaOptimisationView } from './MediaOptimisationView.tsx';
import { SurveyView } from './SurveyView.tsx';
import { VideoPicker } from './VideoPicker.tsx';
import { GazeAccuracyLine } from './GazeAccuracyLine.tsx';

const HEADLINE: readonly KpiKey[] = [
  'globalIndex',
  'attention',
  'attentionSpan',
  'valence',
  'engagement',
  'emotionScore',
  'predictiveClick',
  'effectiveness',
  'digitalPerformance',
];
const SALIENCY: readonly KpiKey[] = ['saliencyAttention', 'focus', 'spread', 'clarity', 'mentalDemand'];

/** How many respondents a video's numbers rest on: all who saw it, measured by webcam, with gaze. */
export function SampleLine({ samples }: { samples: Analysis['assets'][number]['samples'] }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <p className="ap-muted ap-sample-line">
      {t('results.samples', {
        respondents: formats.count(samples.respondents),
        count: samples.respondents,
        measured: formats.count(samples.attention_samples),
        gaze: formats.count(samples.saliency_samples),
      })}
    </p>
  );
}

/** The metrics tab: one video's KPIs, visual attention, evoked emotions, media, demographics; the survey. */
export function MetricsView({ analysis }: { analysis: Analysis }) {
  const { t, i18n } = useTranslation();
  const source = useResults();
  const assumptions = useClickAssumptions(i18n.language);
  const videos = rankedVideos(analysis);
  const [index, choose] = useVideoIndex(videos.length);
  const video = videos[index];
  if (!video) return null;
  const { asset, fileIndex, colour } = video;
  const sections = [
    ['overview', t('results.metrics.overview')],
    ['saliency', t('results.metrics.saliency')],
    ['emotions', t('results.emotions.title')],
    ['media', t('results.media.title')],
    ['demographics', t('results.demographics.title')],
    ['survey', t('results.survey.title')],
  ] as const;
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
        <GazeAccuracyLine samples={asset.samples} />
        <nav className="ap-jump" aria-label={t('results.metrics.jump')}>
          {sections.map(([id, label]) => (
            <a key={id} href={`#section-${id}`}>
              {label}
            </a>
          ))}
        </nav>
      </div>
      <section className="ap-section" id="section-overview" aria-labelledby="overview-title">
        <h2 id="overview-title" className="ap-section-title">
          {t('results.metrics.overview')}
        </h2>
        <div className="ap-kpi-grid">
          {HEADLINE.map((key) =>
            key === 'predictiveClick' ? (
              <ClickScenarioCard
                key={key}
                asset={asset}
                viewer={source.viewer}
                fileIndex={fileIndex}
                assumptions={assumptions}
              />
            ) : (
              <KpiCard
                key={key}
                kpi={KPIS[key]}
                analysis={analysis}
                asset={asset}
                fileIndex={fileIndex}
                colour={colour}
              />
            ),
          )}
        </div>
      </section>
      <section className="ap-section" id="section-saliency" aria-labelledby="saliency-title">
        <div className="ap-section-head">
          <h2 id="saliency-title" className="ap-section-title">
            {t('results.metrics.saliency')}
          </h2>
          {source.mode === 'project' ? (
            <Link
              to={`../project-analysis/heatmap?video=${index}`}
              relative="path"
              className="ap-action-link"
            >
              {t('results.metrics.openHeatmap')}
            </Link>
          ) : null}
        </div>
        <p className="ap-muted">{t('results.metrics.saliencyIntro')}</p>
        <div className="ap-kpi-grid">
          {SALIENCY.map((key) => (
            <KpiCard
              key={key}
              kpi={KPIS[key]}
              analysis={analysis}
              asset={asset}
              fileIndex={fileIndex}
              colour={colour}
            />
          ))}
        </div>
      </section>
      <section className="ap-card ap-section">
        <EvokedEmotionsView asset={asset} colour={colour} fileIndex={fileIndex} />
      </section>
      <MediaOptimisationView asset={asset} colour={colour} viewer={source.viewer} assumptions={assumptions} />
      <DemographicsView asset={asset} />
      <SurveyView questions={analysis.survey} />
    </div>
  );
}
