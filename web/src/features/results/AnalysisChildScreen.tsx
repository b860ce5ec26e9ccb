import { Heading, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { useScreenHandle } from '../../routing/route-handle.ts';
import { RouteFacts } from '../../components/placeholder/RouteFacts.tsx';

/** Heatmap or comparison inside the project analysis; their content comes with the analysis issue. */
export default function AnalysisChildScreen() {
  const { t } = useTranslation();
  const handle = useScreenHandle();
  if (!handle) return null;
  return (
    <section className="ap-card" style={{ marginTop: '1.5rem' }}>
      <Heading level={2}>{t(`screens.${handle.screen}`)}</Heading>
      <Text marginTop="0.5rem">{t('placeholder.intro')}</Text>
      <RouteFacts pattern={handle.pattern} />
    </section>
  );
}
