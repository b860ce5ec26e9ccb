import type { AssetAnalysis, AttentionDrop } from '@adpulse/shared/analysis/index';
import type { ChartAnnotation, ChartLayout, ChartShape } from '../../../components/chart/chart-types.ts';

const DROP_COLOUR = '#C0392B';
const CUT_COLOUR = '#56B4E9';

/**
 * The frame-by-frame marks on the stacked curves: the shortest cut shaded across every panel
 * (start to end, whole seconds) and the attention drop as a line on the attention panel at the
 * second attention falls into. Added to the curves' layout; the cursor is drawn after them.
 */
export function diagnosisMarks(
  asset: Pick<AssetAnalysis, 'mediaOptimisation' | 'duration'>,
  drop: AttentionDrop | null,
  labels: { drop: string; cut: string },
): Pick<ChartLayout, 'shapes' | 'annotations'> {
  const shapes: ChartShape[] = [];
  const annotations: ChartAnnotation[] = [];
  const cut = asset.mediaOptimisation.cut;
  if (cut && cut.end - cut.start < asset.duration) {
    shapes.push({
      type: 'rect',
      xref: 'x',
      yref: 'paper',
      x0: cut.start,
      x1: cut.end,
      y0: 0,
      y1: 1,
      fillcolor: CUT_COLOUR,
      opacity: 0.14,
      line: { width: 0 },
      layer: 'below',
    });
    annotations.push({
      text: labels.cut,
      xref: 'x',
      yref: 'paper',
      x: cut.start,
      y: 1,
      xanchor: 'left',
      yanchor: 'bottom',
      showarrow: false,
      font: { size: 12, color: '#1e4f6e' },
    });
  }
  if (drop) {
    shapes.push({
      type: 'line',
      xref: 'x',
      yref: 'y',
      x0: drop.second,
      x1: drop.second,
      y0: 0,
      y1: 100,
      line: { color: DROP_COLOUR, width: 2, dash: 'dash' },
    });
    annotations.push({
      text: labels.drop,
      xref: 'x',
      yref: 'y',
      x: drop.second,
      y: 4,
      xanchor: 'left',
      yanchor: 'bottom',
      showarrow: false,
      font: { size: 12, color: DROP_COLOUR },
    });
  }
  return { shapes, annotations };
}
