import type { Messages } from '@adpulse/shared';
import type { ResultTab } from '../../routing/route-table.ts';

export const TAB_LABEL: Record<ResultTab, keyof Messages['tabs']> = {
  ranking: 'ranking',
  metrics: 'metrics',
  chart: 'chart',
  'metrics-in-context': 'metricsInContext',
};
