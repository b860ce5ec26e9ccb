import { useOutlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useScreenHandle } from '../../routing/route-handle.ts';
import { ScreenPage } from '../../components/ScreenPage.tsx';
import { RouteFacts } from '../../components/placeholder/RouteFacts.tsx';

/** project/{id}/project-analysis: the frame of its heatmap and comparison children, titled by the child shown. */
export default function ProjectAnalysisScreen() {
  const { t } = useTranslation();
  const handle = useScreenHandle();
  const child = useOutlet();
  const screen = handle?.screen ?? 'projectAnalysis';
  return (
    <ScreenPage title={t(`screens.${screen}`)}>
      {child ?? (
        <section className="ap-card">
          <p>{t('placeholder.intro')}</p>
          {handle ? <RouteFacts pattern={handle.pattern} /> : null}
        </section>
      )}
    </ScreenPage>
  );
}
