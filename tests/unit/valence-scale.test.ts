import { describe, expect, it } from 'vitest';
import { valenceScore, type Analysis } from '@adpulse/shared/analysis/index';
import { NumberFormats } from '@adpulse/shared/analysis/format';
import { twoVideoAnalysis } from '../fixtures/analysis.ts';
import { stackedCurves } from '../../web/src/features/results/model/chart-data.ts';
import { assetCurvesTable } from '../../web/src/features/results/views/curves-table.tsx';

/**
 * Valence on one scale (issue 25): the per-second chart and table show valence on the 0-100 scale
 * of its KPI card (50 + 50 × the −1..1 mean), not −1..1 beside a 0-100 card.
 */
describe('valence on one scale', () => {
  const analysis: Analysis = twoVideoAnalysis();
  const asset = analysis.assets[0]!;
  const curve = asset.emotion_data.video_data.valence;
  const labels = { attention: 'A', valence: 'V', engagement: 'E', band: 'B', time: 'T' };

  it('draws the valence curve and its band on 0-100, like the card', () => {
    const { data, layout } = stackedCurves(asset, '#0072B2', labels);
    const traces = data.filter((trace) => trace.yaxis === 'y2');
    const [low, high, line] = traces;
    const expected = (values: readonly (number | null)[]) =>
      values.map((value) => (value === null ? null : valenceScore(value)));
    expect(line!.y).toEqual(expected(curve.value));
    expect(low!.y).toEqual(expected(curve.low));
    expect(high!.y).toEqual(expected(curve.high));
    expect(layout.yaxis2?.range).toEqual([0, 100]);
    const measured = curve.value.filter((value): value is number => value !== null);
    expect(measured.length).toBeGreaterThan(0);
    for (const value of line!.y as number[]) if (value !== null) expect(value).toBeGreaterThan(1);
    // The card's KPI is the same scale: its value lies within the curve's range.
    const kpi = asset.emotion_data.valence_kpi!.value;
    expect(kpi).toBeGreaterThan(Math.min(...expected(measured).map(Number)) - 1e-9);
    expect(kpi).toBeLessThan(Math.max(...expected(measured).map(Number)) + 1e-9);
  });

  it('writes the table column on the same scale', () => {
    const formats = new NumberFormats('en');
    const t = ((key: string) => key) as Parameters<typeof assetCurvesTable>[0];
    const table = assetCurvesTable(t, formats, asset);
    const first = curve.value.findIndex((value) => value !== null);
    expect(table.rows[first]![2]).toContain(formats.number(valenceScore(curve.value[first]!), 1));
  });
});
