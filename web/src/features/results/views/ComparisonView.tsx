import { useTranslation } from 'react-i18next';
import { readAnalysisFile } from '@adpulse/shared/analysis/index';
import { analysisApi } from '../../../api/analysis.ts';
import { projectsApi } from '../../../api/projects.ts';
import { useApi } from '../../../api/use-api.ts';
import { useAppState } from '../../../state/app-store.ts';
import { KPIS, type KpiKey } from '../model/kpis.ts';
import { rankedVideos } from '../model/videos.ts';
import { EstimateText } from './EstimateText.tsx';
import { ResultsLoading } from './LoadStates.tsx';

const COMPARED: readonly KpiKey[] = ['globalIndex', 'attention', 'engagement', 'valence'];

/** One side of the comparison: the project's videos by rank with the headline KPIs, interval and n. */
function ProjectSide({ projectId, role }: { projectId: string; role: 'main' | 'comparison' }) {
  const { t } = useTranslation();
  const clientId = useAppState((state) => state.session.clientId);
  const project = useApi(projectsApi.getProject, { params: { projectId } }, { area: 'results' });
  const answer = useApi(
    analysisApi.getAnalysis,
    clientId && project.data && project.data.status !== 'pending'
      ? { params: { clientId, projectId } }
      : null,
    { area: 'results' },
  );
  if (!project.data || (project.data.status !== 'pending' && !answer.data)) return <ResultsLoading />;
  const file = answer.data ? readAnalysisFile(answer.data.file.analysis) : null;
  const analysis = file?.format === 'current' ? file.analysis : null;
  return (
    <section className="ap-card ap-section" data-project-id={projectId} data-side={role}>
      <h2 className="ap-section-title">{project.data.name}</h2>
      {!analysis ? (
        <p className="ap-muted">{t('results.empty.title')}</p>
      ) : (
        <ol className="ap-compare__list">
          {rankedVideos(analysis).map((video) => (
            <li key={video.assetId} data-asset-id={video.assetId} className="ap-compare__video">
              <h3 className="ap-ranking__name">
                <span className="ap-swatch" style={{ background: video.colour }} aria-hidden="true" />
                {video.rank === null ? video.name : `#${video.rank} ${video.name}`}
              </h3>
              <dl className="ap-compare__kpis">
                {COMPARED.map((key) => (
                  <div key={key} data-kpi={key}>
                    <dt>{t(`results.kpi.${key}.name`)}</dt>
                    <dd>
                      <EstimateText
                        estimate={KPIS[key].estimate(video.asset)}
                        unit={KPIS[key].unit}
                        size="inline"
                      />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** project/{id}/project-analysis/comparisson/{other}: the two projects' results side by side. */
export function ComparisonView({ projectId, otherId }: { projectId: string; otherId: string }) {
  return (
    <div className="ap-compare" data-testid="comparison">
      <ProjectSide projectId={projectId} role="main" />
      <ProjectSide projectId={otherId} role="comparison" />
    </div>
  );
}
