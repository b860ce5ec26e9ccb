import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../routing/use-language.ts';
import type { Analysis } from '@adpulse/shared/analysis/index';
import { ResultsContext, type ResultsSource } from '../data/results-source.ts';
import { useFormats } from '../data/use-formats.ts';
import { useHeldAnalyses } from '../data/held-analyses.ts';
import { useProjectResults } from '../data/use-project-results.ts';
import { isMissing } from '../../../api/error-kinds.ts';
import { COMPARED_KPIS, headlineNorm, KPIS, normContexts } from '../model/kpis.ts';
import { rankedVideos } from '../model/videos.ts';
import { SimulatedBanner } from './Banners.tsx';
import { NormBadge } from './badges.tsx';
import { ComparedAssets } from './ComparedAssets.tsx';
import { ComparisonOverlay } from './ComparisonOverlay.tsx';
import { EstimateText } from './EstimateText.tsx';
import { ResultsFailed, ResultsLoading } from './LoadStates.tsx';
import { NormScope } from './NormScope.tsx';

type Role = 'main' | 'comparison';

/** Each video by rank: the headline KPIs with interval and n, each below, close to or above its norm. */
function ComparedVideos({ analysis }: { analysis: Analysis }) {
  const { t } = useTranslation();
  const videos = rankedVideos(analysis);
  const first = videos[0];
  return (
    <>
      {first ? <NormScope benchmark={first.asset.benchmark} /> : null}
      <ol className="ap-compare__list">
        {videos.map((video) => (
          <li key={video.assetId} data-asset-id={video.assetId} className="ap-compare__video">
            <h4 className="ap-ranking__name">
              <span className="ap-swatch" style={{ background: video.colour }} aria-hidden="true" />
              {video.rank === null ? video.name : `#${video.rank} ${video.name}`}
            </h4>
            <dl className="ap-compare__kpis">
              {COMPARED_KPIS.map((key) => {
                const kpi = KPIS[key];
                const norm = headlineNorm(normContexts(analysis, video.asset, kpi));
                return (
                  <div key={key} data-kpi={key}>
                    <dt>{t(`results.kpi.${key}.name`)}</dt>
                    <dd>
                      <EstimateText estimate={kpi.estimate(video.asset)} unit={kpi.unit} size="inline" />
                    </dd>
                    <dd data-testid="compare-norm" data-comparison={norm?.comparison ?? 'none'}>
                      {norm ? (
                        <NormBadge comparison={norm.comparison} level={norm.level} seed={norm.seed} />
                      ) : (
                        <span className="ap-muted">{t('results.norm.missing')}</span>
                      )}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </li>
        ))}
      </ol>
    </>
  );
}

/** Status and n of a side: "Completed · 50 respondents", or "n of N" while fieldwork runs. */
function SideFacts({ source }: { source: ResultsSource }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const parts: string[] = [t(`results.status.${source.status}`)];
  if (source.run?.partial) {
    parts.push(
      t('results.compare.partial', {
        n: formats.count(source.run.n),
        target: formats.count(source.run.target),
        count: source.run.target,
      }),
    );
  } else if (source.run) {
    parts.push(t('results.facts.respondents', { n: formats.count(source.run.n), count: source.run.n }));
  }
  return (
    <p className="ap-muted" data-testid="compare-facts">
      {parts.join(' · ')}
    </p>
  );
}

/** What a side shows without current-format results: why there are none (or an older file). */
function NoComparedResults({ source }: { source: ResultsSource }) {
  const { t } = useTranslation();
  const { file } = source;
  if (file.format === 'legacy') {
    return <p className="ap-muted">{t('results.facts.legacy', { version: file.jsonVersion })}</p>;
  }
  const kind =
    file.format === 'current'
      ? 'invalid'
      : source.status === 'closed'
        ? 'closed'
        : source.status === 'active'
          ? 'live'
          : 'pending';
  return (
    <div data-testid="results-empty" data-kind={kind}>
      <p>
        <strong>{t(kind === 'invalid' ? 'results.empty.invalidTitle' : 'results.empty.title')}</strong>
      </p>
      <p className="ap-muted">{t(`results.empty.${kind}`)}</p>
    </div>
  );
}

/** One side of the comparison: the project, its assets, and its videos' headline KPIs against the norms. */
function ProjectSide({ projectId, role }: { projectId: string; role: Role }) {
  const { t } = useTranslation();
  const { source, error, retry } = useProjectResults(projectId);
  const titleId = `compare-${role}-title`;
  if (!source) {
    const missing = isMissing(error);
    return error && !missing ? <ResultsFailed error={error} onRetry={retry} /> : <ResultsLoading />;
  }
  const analysis = source.file.format === 'current' ? source.file.analysis : null;
  return (
    <ResultsContext.Provider value={source}>
      <section
        className="ap-card ap-section ap-compare__side"
        data-project-id={projectId}
        data-side={role}
        aria-labelledby={titleId}
      >
        <p className="ap-compare__role">{t(`results.compare.${role}`)}</p>
        <h2 id={titleId} className="ap-section-title">
          {source.projectName}
        </h2>
        <SideFacts source={source} />
        <SimulatedBanner source={source} />
        <ComparedAssets projectId={projectId} headingId={`compare-${role}-assets`} />
        <div className="ap-compare__block">
          <h3 className="ap-compare__subtitle">{t('results.compare.videos')}</h3>
          {analysis ? <ComparedVideos analysis={analysis} /> : <NoComparedResults source={source} />}
        </div>
      </section>
    </ResultsContext.Provider>
  );
}

/**
 * project/{id}/project-analysis/comparisson/{other}: the two projects side by side (stacked on a
 * phone), then their ads' curves overlaid with the probability that one beats the other. Only these two analyses stay held; a wrong or foreign id goes to Dashboard (404).
 */
export function ComparisonView({ projectId, otherId }: { projectId: string; otherId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  useHeldAnalyses(projectId, otherId);
  return (
    <>
      <p className="ap-compare__change">
        <Link
          to={`/${language}/project/${encodeURIComponent(projectId)}/project-analysis`}
          className="ap-action-link"
        >
          {t('results.compare.change')}
        </Link>
      </p>
      <div className="ap-compare" data-testid="comparison">
        <ProjectSide projectId={projectId} role="main" />
        <ProjectSide projectId={otherId} role="comparison" />
      </div>
      <ComparisonOverlay projectId={projectId} otherId={otherId} />
    </>
  );
}
