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

/**
 * An interactive chart drawn by Plotly (a cursor, a click to seek), fetched only when a screen
 * renders one; while it loads, a placeholder of the chart's size holds its place. Charts that are
 * only read are plain SVG (`svg/LineChart.tsx`, `svg/BarChart.tsx`).
 */
export function Chart(props: ChartProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <>
          <Flex
            className="ap-chart ap-chart--loading"
            style={{ minHeight: props.layout?.height ?? props.height ?? 320 }}
            alignItems="center"
            justifyContent="center"
            gap="0.75rem"
            role="status"
          >
            <Loader aria-hidden="true" />
            <Text>{t('chart.loading')}</Text>
          </Flex>
          {/* Holds the save button's room, so that nothing under the chart moves when it draws. */}
          <button type="button" className="ap-chart__save" disabled aria-hidden="true" tabIndex={-1}>
            {t('chart.savePng')}
          </button>
        </>
      }
    >
      <PlotlyChart {...props} />
    </Suspense>
  );
}
