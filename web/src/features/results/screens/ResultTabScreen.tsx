import { useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import type { ResultTab } from '../../../routing/route-table.ts';
import { useScreenHandle } from '../../../routing/route-handle.ts';
import { ResultsContext, type ResultsSource } from '../data/results-source.ts';
import { LegacyChart, LegacyContext, LegacyMetrics, LegacyRanking } from '../legacy/LegacyViews.tsx';
import { ChartView } from '../views/ChartView.tsx';
import { ContextView } from '../views/ContextView.tsx';
import { ResultsEmpty, ResultsLoading } from '../views/LoadStates.tsx';
import { MetricsView } from '../views/MetricsView.tsx';
import { RankingView } from '../views/RankingView.tsx';

const CURRENT = {
  ranking: RankingView,
  metrics: MetricsView,
  chart: ChartView,
  'metrics-in-context': ContextView,
} as const;
const LEGACY = {
  ranking: LegacyRanking,
  metrics: LegacyMetrics,
  chart: LegacyChart,
  'metrics-in-context': LegacyContext,
} as const;

/** After a link to a number (an insight, a section), bring that number into view once it is drawn. */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const element = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus({ preventScroll: true });
  }, [hash, ready]);
}

/** One results tab: the view of the file's format, or the empty state while there is no file yet. */
export default function ResultTabScreen() {
  const source = useContext(ResultsContext);
  return source ? <ResultTab source={source} /> : <ResultsLoading />;
}

function ResultTab({ source }: { source: ResultsSource }) {
  const handle = useScreenHandle();
  const tab: ResultTab = handle?.tab ?? 'ranking';
  const { file } = source;
  const ready = file.format === 'legacy' || (file.format === 'current' && file.analysis !== null);
  useScrollToHash(ready);
  if (file.format === 'legacy') {
    const View = LEGACY[tab];
    return <View view={file} />;
  }
  if (file.format === 'current' && file.analysis) {
    const View = CURRENT[tab];
    return <View analysis={file.analysis} />;
  }
  if (file.format === 'current') return <ResultsEmpty kind="invalid" />;
  return (
    <ResultsEmpty
      kind={source.status === 'closed' ? 'closed' : source.status === 'active' ? 'live' : 'pending'}
    />
  );
}
