import { lazy, Suspense } from 'react';
import { Flex, Loader, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { withTimeout } from '../../routing/lazy.ts';
import type { ChartProps } from './chart-types.ts';

const PlotlyChart = lazy(() => withTimeout(import('./PlotlyChart.tsx')));

/** A chart drawn by Plotly, fetched only when a screen renders one. */
export function Chart(props: ChartProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Flex className="ap-chart" alignItems="center" justifyContent="center" gap="0.75rem" role="status">
          <Loader aria-hidden="true" />
          <Text>{t('chart.loading')}</Text>
        </Flex>
      }
    >
      <PlotlyChart {...props} />
    </Suspense>
  );
}
