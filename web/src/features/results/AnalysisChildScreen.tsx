import { Heading, Text } from '@aws-amplify/ui-react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useScreenHandle } from '../../routing/route-handle.ts';
import { RouteFacts } from '../../components/placeholder/RouteFacts.tsx';
import { useHeldAnalyses } from './data/held-analyses.ts';
import { ComparisonView } from './views/ComparisonView.tsx';
import { HeatmapView } from './views/HeatmapView.tsx';
import './results.css';

/** Inside the project analysis: the heatmap of one media, or the comparison of two projects. */
export default function AnalysisChildScreen() {
  const { t } = useTranslation();
  const handle = useScreenHandle();
  const { id, comparissonProjectId } = useParams();
  useHeldAnalyses(handle?.screen === 'heatmap' ? id : undefined);
  if (!handle) return null;
  if (handle.screen === 'comparison' && id && comparissonProjectId) {
    return <ComparisonView projectId={id} otherId={comparissonProjectId} />;
  }
  if (handle.screen === 'heatmap' && id) return <HeatmapView projectId={id} />;
  return (
    <section className="ap-card" style={{ marginTop: '1.5rem' }}>
      <Heading level={2}>{t(`screens.${handle.screen}`)}</Heading>
      <Text marginTop="0.5rem">{t('placeholder.intro')}</Text>
      <RouteFacts pattern={handle.pattern} />
    </section>
  );
}
