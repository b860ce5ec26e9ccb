import { useEffect, useRef } from 'react';
import Plotly from 'plotly.js-basic-dist-min';
import type { ChartProps } from './chart-types.ts';
import { cursorShape, PLOT_CONFIG, withHouseStyle } from './plotly-layout.ts';

/** The Plotly side of Chart: only this module (and chart images) import plotly, so it lives in its own chunk. */
export default function PlotlyChart({
  label,
  data,
  layout = {},
  height = 320,
  cursor,
  emptyText,
}: ChartProps) {
  const plot = useRef<HTMLDivElement>(null);
  const cursorRef = useRef(cursor);
  cursorRef.current = cursor;
  const shapeCount = layout.shapes?.length ?? 0;

  useEffect(() => {
    const element = plot.current;
    if (!element) return;
    const empty = data.length === 0 && emptyText ? emptyText : null;
    void Plotly.react(
      element,
      data as object[],
      withHouseStyle(layout, { height, cursor: cursorRef.current, empty }),
      PLOT_CONFIG,
    ).then(() => element.setAttribute('data-drawn', 'true'));
  }, [data, layout, height, emptyText]);

  // The cursor moves many times a second while a video plays: move the one shape, not the whole plot.
  useEffect(() => {
    const element = plot.current;
    if (!element || element.getAttribute('data-drawn') !== 'true') return;
    const update =
      cursor === null || cursor === undefined
        ? { [`shapes[${shapeCount}]`]: null }
        : { [`shapes[${shapeCount}]`]: cursorShape(cursor) };
    void Plotly.relayout(element, update);
  }, [cursor, shapeCount]);

  useEffect(() => {
    const element = plot.current;
    return () => {
      if (element) Plotly.purge(element);
    };
  }, []);

  return (
    <figure className="ap-chart" aria-label={label}>
      <div ref={plot} aria-hidden="true" data-testid="plotly-chart" />
    </figure>
  );
}
