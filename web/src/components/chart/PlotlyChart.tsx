import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Plotly from 'plotly.js-basic-dist-min';
import type { ChartProps } from './chart-types.ts';
import { FIRST_CHART_MARK, FIRST_PLOT_MARK, markOnce } from './first-chart.ts';
import { downloadImage } from './save-image.ts';
import { cursorShape, PLOT_CONFIG, withHouseStyle } from './plotly-layout.ts';

/** Where the drawn cursor stands, for tests and tools that read the plot (absent without a cursor). */
function markCursor(element: HTMLElement, cursor: number | null | undefined): void {
  if (cursor === null || cursor === undefined) element.removeAttribute('data-cursor');
  else element.setAttribute('data-cursor', String(cursor));
}

/** The Plotly side of Chart: only this module (and chart images) import plotly, so it lives in its own chunk. */
export default function PlotlyChart({
  label,
  data,
  layout = {},
  height = 320,
  cursor,
  emptyText,
  onPick,
}: ChartProps) {
  const { t } = useTranslation();
  const plot = useRef<HTMLDivElement>(null);
  const cursorRef = useRef(cursor);
  cursorRef.current = cursor;
  const pickRef = useRef(onPick);
  pickRef.current = onPick;
  const pickable = onPick !== undefined;
  const hasCursor = useRef(false);
  const shapeCount = layout.shapes?.length ?? 0;

  useEffect(() => {
    const element = plot.current;
    if (!element) return;
    const empty = data.length === 0 && emptyText ? emptyText : null;
    const drawnCursor = cursorRef.current;
    void Plotly.react(
      element,
      data as object[],
      withHouseStyle(layout, { height, cursor: drawnCursor, empty }),
      PLOT_CONFIG,
    ).then(() => {
      hasCursor.current = drawnCursor !== null && drawnCursor !== undefined;
      markCursor(element, drawnCursor);
      element.setAttribute('data-drawn', 'true');
      markOnce(FIRST_CHART_MARK);
      markOnce(FIRST_PLOT_MARK);
      // The video may have moved while the plot was drawn.
      const latest = cursorRef.current;
      if (hasCursor.current && latest !== null && latest !== undefined && latest !== drawnCursor) {
        const at = `shapes[${layout.shapes?.length ?? 0}]`;
        void Plotly.relayout(element, { [`${at}.x0`]: latest, [`${at}.x1`]: latest }).then(() =>
          markCursor(element, latest),
        );
      }
    });
  }, [data, layout, height, emptyText]);

  // The cursor moves many times a second while a video plays: move the one shape (its x only;
  // a whole shape object given at an index would be inserted there, not replace it).
  useEffect(() => {
    const element = plot.current;
    if (!element || element.getAttribute('data-drawn') !== 'true') return;
    const at = `shapes[${shapeCount}]`;
    const shown = hasCursor.current;
    const update =
      cursor === null || cursor === undefined
        ? shown
          ? { [at]: null }
          : null
        : shown
          ? { [`${at}.x0`]: cursor, [`${at}.x1`]: cursor }
          : { [at]: cursorShape(cursor) };
    hasCursor.current = cursor !== null && cursor !== undefined;
    if (update) void Plotly.relayout(element, update).then(() => markCursor(element, cursor));
  }, [cursor, shapeCount]);

  // A press on a subplot picks its x: the plot area spans the x axis' range (fixed: no zoom or
  // pan), so the share of its width pressed is the share of the range.
  const range = layout.xaxis?.range;
  const from = range?.[0];
  const to = range?.[1];
  useEffect(() => {
    const element = plot.current;
    if (!element || !pickable || from === undefined || to === undefined) return;
    const onPress = (event: PointerEvent) => {
      const area = event.target;
      if (event.button !== 0 || !(area instanceof Element) || !area.classList.contains('nsewdrag')) return;
      const box = area.getBoundingClientRect();
      if (box.width <= 0) return;
      const share = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
      pickRef.current?.(from + share * (to - from));
    };
    element.addEventListener('pointerdown', onPress);
    return () => element.removeEventListener('pointerdown', onPress);
  }, [pickable, from, to]);

  useEffect(() => {
    const element = plot.current;
    return () => {
      if (element) Plotly.purge(element);
    };
  }, []);

  return (
    <figure className={pickable ? 'ap-chart ap-chart--pickable' : 'ap-chart'} aria-label={label}>
      <div
        ref={plot}
        aria-hidden="true"
        data-testid="plotly-chart"
        style={{ minHeight: layout.height ?? height }}
      />
      {data.length ? (
        <button
          type="button"
          className="ap-chart__save"
          data-testid="chart-save-png"
          onClick={() => plot.current && void savePng(plot.current, label)}
        >
          {t('chart.savePng')}
        </button>
      ) : null}
    </figure>
  );
}

/** Saves the chart as drawn, at twice its size, under its label (agencies paste it into decks). */
async function savePng(element: HTMLElement, label: string): Promise<void> {
  const { width, height } = element.getBoundingClientRect();
  const url = await Plotly.toImage(element, {
    format: 'png',
    width: Math.round(width),
    height: Math.round(height),
    scale: 2,
  });
  downloadImage(url, label);
}
