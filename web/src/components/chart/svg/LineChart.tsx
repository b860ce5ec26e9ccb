import { AXIS, GRID, MUTED } from '../chart-style.ts';
import { bandPath, linearScale, linePath, niceMax, niceTicks } from './scale.ts';
import { SvgChartFrame } from './SvgChartFrame.tsx';

/** One curve: a value per x, and optionally the edges of its interval band (null: not measured). */
export interface LineSeries {
  name: string;
  colour: string;
  x: readonly number[];
  value: readonly (number | null)[];
  low?: readonly (number | null)[];
  high?: readonly (number | null)[];
}

export interface LineChartProps {
  label: string;
  description?: string;
  series: readonly LineSeries[];
  xTitle: string;
  yTitle: string;
  /** The x axis' extent (default: the data's). */
  xRange?: readonly [number, number];
  /** The y axis' extent (default: 0 to the data's top, rounded up). */
  yRange?: readonly [number, number];
  height?: number;
  /** A legend of the series' names and colours above the plot. */
  legend?: boolean;
  /** Written across a chart with no data. */
  emptyText?: string;
  /** What the shaded bands are, in the methodology's words (a key beside the legend). */
  bandName?: string;
}

const BAND_OPACITY = 0.18;

const MARGIN = { left: 56, right: 14, top: 10, bottom: 46 };

function extent(series: readonly LineSeries[]): [number, number] {
  const xs = series.flatMap((entry) => entry.x);
  return xs.length ? [Math.min(...xs), Math.max(1, ...xs)] : [0, 1];
}

function top(series: readonly LineSeries[]): number {
  const values = series.flatMap((entry) => [...entry.value, ...(entry.high ?? [])]);
  return niceMax(Math.max(0, ...values.filter((value): value is number => value !== null)));
}

/**
 * Curves over time in plain SVG, each with its interval as a band (the same bands the
 * interactive chart draws), on fixed axes with their titles. A second with nobody measured is a
 * gap in the line and the band, never a zero.
 */
export function LineChart({
  label,
  description,
  series,
  xTitle,
  yTitle,
  xRange,
  yRange,
  height = 300,
  legend = false,
  emptyText,
  bandName,
}: LineChartProps) {
  const [x0, x1] = xRange ?? extent(series);
  const [y0, y1] = yRange ?? [0, top(series)];
  const empty = series.every((entry) => entry.value.every((value) => value === null));
  const banded = series.some((entry) => entry.low && entry.high);
  const legendList =
    legend || (bandName && banded) ? (
      <ul className="ap-chart__legend">
        {legend
          ? series.map((entry) => (
              <li key={entry.name}>
                <span className="ap-swatch" style={{ background: entry.colour }} aria-hidden="true" />
                {entry.name}
              </li>
            ))
          : null}
        {bandName && banded ? (
          <li key="band" data-band-key>
            <span className="ap-chart__band-key" aria-hidden="true" />
            {bandName}
          </li>
        ) : null}
      </ul>
    ) : undefined;
  return (
    <SvgChartFrame
      label={label}
      description={description}
      height={height}
      legend={legendList}
      testId="line-chart"
    >
      {(width) => {
        const plotRight = width - MARGIN.right;
        const plotBottom = height - MARGIN.bottom;
        const x = linearScale([x0, x1], [MARGIN.left, plotRight]);
        const y = linearScale([y0, y1], [plotBottom, MARGIN.top]);
        const xTicks = niceTicks(x0, x1, Math.max(2, Math.floor((plotRight - MARGIN.left) / 50)));
        const yTicks = niceTicks(y0, y1, 5);
        return (
          <>
            <rect
              x={MARGIN.left}
              y={MARGIN.top}
              width={Math.max(0, plotRight - MARGIN.left)}
              height={Math.max(0, plotBottom - MARGIN.top)}
              fill="#ffffff"
            />
            <g aria-hidden="true">
              {yTicks.map((tick) => (
                <g key={`y${tick}`}>
                  <line x1={MARGIN.left} x2={plotRight} y1={y(tick)} y2={y(tick)} stroke={GRID} />
                  <text x={MARGIN.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle">
                    {tick}
                  </text>
                </g>
              ))}
              {xTicks.map((tick) => (
                <g key={`x${tick}`}>
                  <line x1={x(tick)} x2={x(tick)} y1={MARGIN.top} y2={plotBottom} stroke={GRID} />
                  <text x={x(tick)} y={plotBottom + 16} textAnchor="middle">
                    {tick}
                  </text>
                </g>
              ))}
              <line x1={MARGIN.left} x2={plotRight} y1={plotBottom} y2={plotBottom} stroke={AXIS} />
              <text x={(MARGIN.left + plotRight) / 2} y={height - 6} textAnchor="middle" fontSize={13}>
                {xTitle}
              </text>
              <text
                transform={`translate(14 ${(MARGIN.top + plotBottom) / 2}) rotate(-90)`}
                textAnchor="middle"
                fontSize={13}
              >
                {yTitle}
              </text>
            </g>
            <g className="ap-chart__series">
              {series.map((entry) => (
                <g key={entry.name} data-series={entry.name}>
                  {entry.low && entry.high ? (
                    <path
                      d={bandPath(entry.x, entry.low, entry.high, x, y)}
                      fill={entry.colour}
                      fillOpacity={BAND_OPACITY}
                      data-band="95"
                    />
                  ) : null}
                  <path
                    d={linePath(entry.x, entry.value, x, y)}
                    fill="none"
                    stroke={entry.colour}
                    strokeWidth={2.5}
                    strokeLinejoin="round"
                  />
                </g>
              ))}
            </g>
            {empty && emptyText ? (
              <text
                x={(MARGIN.left + plotRight) / 2}
                y={(MARGIN.top + plotBottom) / 2}
                textAnchor="middle"
                fontSize={16}
                fill={MUTED}
              >
                {emptyText}
              </text>
            ) : null}
          </>
        );
      }}
    </SvgChartFrame>
  );
}
