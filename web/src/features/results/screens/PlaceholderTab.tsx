import { Heading, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { useScreenHandle } from '../../../routing/route-handle.ts';
import { Chart } from '../../../components/chart/Chart.tsx';
import { RouteFacts } from '../../../components/placeholder/RouteFacts.tsx';
import { TAB_LABEL } from '../tabs.ts';

/** One results tab; its content comes with the analytics issue. The chart tab already draws its (empty) chart. */
export default function ResultTabScreen() {
  const { t } = useTranslation();
  const handle = useScreenHandle();
  if (!handle?.tab) return null;
  return (
    <section className="ap-card">
      <Heading level={2}>{t(`tabs.${TAB_LABEL[handle.tab]}`)}</Heading>
      <Text marginTop="0.5rem">{t('placeholder.intro')}</Text>
      <RouteFacts pattern={handle.pattern} />
      {handle.tab === 'chart' ? (
        <Chart label={t('chart.label')} data={[]} emptyText={t('chart.empty')} />
      ) : null}
    </section>
  );
}
