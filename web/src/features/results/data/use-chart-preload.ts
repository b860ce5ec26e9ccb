import { useEffect } from 'react';
import { preloadCharts } from '../../../components/chart/Chart.tsx';
import { useScreenHandle } from '../../../routing/route-handle.ts';

/**
 * On the interactive chart tab, starts fetching Plotly while the analysis loads (the two
 * downloads overlap). Every other results view draws plain SVG and fetches no Plotly.
 */
export function useChartPreload(ready: boolean): void {
  const onChartTab = useScreenHandle()?.tab === 'chart';
  useEffect(() => {
    if (ready && onChartTab) preloadCharts();
  }, [ready, onChartTab]);
}
