import { lazy, Suspense } from 'react';
import { Flex, Loader, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { withTimeout } from '../../routing/lazy.ts';
import type { ChartProps } from './chart-types.ts';

const loadPlotlyChart = () => withTimeout(import('./PlotlyChart.tsx'));
const PlotlyChart = lazy(loadPlotlyChart);

/**
 * Starts fetching the Plotly chunk without drawing anything: a screen that will show a chart calls
 * it while its data loads, so the two downloads overlap.
 */
export function preloadCharts(): void {
  void loadPlotlyChart().catch(() => undefined);
}

/** A chart drawn by Plotly, fetched only when a screen renders one. */
export function Chart(props: ChartProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Flex
          className="ap-chart ap-chart--loading"
          style={{ minHeight: props.height ?? 320 }}
          alignItems="center"
          justifyContent="center"
          gap="0.75rem"
          role="status"
        >
          <Loader aria-hidden="true" />
          <Text>{t('chart.loading')}</Text>
        </Flex>
      }
    >
      <PlotlyChart {...props} />
    </Suspense>
  );
}
