import { useOutlet, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useScreenHandle } from '../../routing/route-handle.ts';
import { ScreenPage } from '../../components/ScreenPage.tsx';
import { useHeldAnalyses } from './data/held-analyses.ts';
import { ProjectAnalysisHome } from './views/ProjectAnalysisHome.tsx';
import './results.css';

/**
 * project/{id}/project-analysis: with no child, the project's analysis views and the comparison
 * chooser; otherwise the frame of its heatmap and comparison children, titled by the child shown.
 */
export default function ProjectAnalysisScreen() {
  const { t } = useTranslation();
  const handle = useScreenHandle();
  const { id } = useParams();
  const child = useOutlet();
  useHeldAnalyses(child ? undefined : id);
  const screen = handle?.screen ?? 'projectAnalysis';
  return (
    <ScreenPage title={t(`screens.${screen}`)}>
      {child ?? (id ? <ProjectAnalysisHome projectId={id} /> : null)}
    </ScreenPage>
  );
}
