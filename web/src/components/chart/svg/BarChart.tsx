import { AXIS, FONT, GRID, INK } from '../chart-style.ts';
import { linearScale, niceMax, niceTicks } from './scale.ts';
import { SvgChartFrame } from './SvgChartFrame.tsx';

/** One bar: its value, optionally its interval (drawn as a whisker) and the text written past it. */
export interface Bar {
  label: string;
  value: number | null;
  low?: number | null;
  high?: number | null;
  text?: string;
}

export interface BarChartProps {
  label: string;
  description?: string;
  /** In the order they are shown: top to bottom (horizontal), left to right (vertical). */
  bars: readonly Bar[];
  colour: string;
  orientation: 'horizontal' | 'vertical';
  /** The value axis' extent (default: 0 to the highest value or whisker end, rounded up). */
  valueRange?: readonly [number, number];
  valueSuffix?: string;
  valueTitle?: string;
  categoryTitle?: string;
  height: number;
}

const FONT_SIZE = 12;
let measureContext: CanvasRenderingContext2D | null | undefined;

/** The drawn width of a label at the charts' font (estimated where there is no canvas). */
function textWidth(text: string): number {
  if (measureContext === undefined) {
    measureContext =
      typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    if (measureContext) measureContext.font = `${FONT_SIZE}px ${FONT}`;
  }
  return measureContext ? measureContext.measureText(text).width : text.length * FONT_SIZE * 0.55;
}

/** A label cut with an ellipsis to fit `width` (the full label stays in its tooltip and the table). */
function fitted(text: string, width: number): string {
  if (textWidth(text) <= width) return text;
  let end = text.length;
  while (end > 1 && textWidth(`${text.slice(0, end)}…`) > width) end -= 1;
  return `${text.slice(0, end)}…`;
}

const reach = (bar: Bar) => Math.max(bar.value ?? 0, bar.high ?? 0);

/**
 * Bars in plain SVG, each with its interval as a whisker and its value written past the
 * whisker's end (on the bar it would sit on the whisker line). Horizontal bars keep their labels
 * on the left, cut to fit a phone; vertical bars read a category under each.
 */
export function BarChart({
  label,
  description,
  bars,
  colour,
  orientation,
  valueRange,
  valueSuffix = '',
  valueTitle,
  categoryTitle,
  height,
}: BarChartProps) {
  const [v0, v1] = valueRange ?? [0, niceMax(Math.max(0, ...bars.map(reach)) * 1.12)];
  const tick = (value: number) => `${value}${valueSuffix}`;
  return (
    <SvgChartFrame label={label} description={description} height={height} testId="bar-chart">
      {(width) => {
        const draw = {
          bars,
          colour,
          width,
          height,
          range: [v0, v1] as const,
          tick,
          valueTitle,
          categoryTitle,
        };
        return orientation === 'horizontal' ? <Horizontal {...draw} /> : <Vertical {...draw} />;
      }}
    </SvgChartFrame>
  );
}

interface DrawProps {
  bars: readonly Bar[];
  colour: string;
  width: number;
  height: number;
  range: readonly [number, number];
  tick: (value: number) => string;
  valueTitle?: string;
  categoryTitle?: string;
}

function Whisker({ from, to, at, vertical }: { from: number; to: number; at: number; vertical: boolean }) {
  const cap = 4;
  const line = (a: [number, number], b: [number, number]) =>
    vertical ? { x1: a[1], y1: a[0], x2: b[1], y2: b[0] } : { x1: a[0], y1: a[1], x2: b[0], y2: b[1] };
  return (
    <g stroke={INK} strokeWidth={1.5} data-whisker>
      <line {...line([from, at], [to, at])} />
      <line {...line([from, at - cap], [from, at + cap])} />
      <line {...line([to, at - cap], [to, at + cap])} />
    </g>
  );
}

function Horizontal({ bars, colour, width, height, range, tick, valueTitle }: DrawProps) {
  const labelWidth = Math.min(width * 0.42, Math.max(24, ...bars.map((bar) => textWidth(bar.label))));
  const margin = { left: labelWidth + 16, right: 60, top: 8, bottom: valueTitle ? 44 : 28 };
  const plotRight = Math.max(margin.left + 20, width - margin.right);
  const plotBottom = height - margin.bottom;
  const x = linearScale(range, [margin.left, plotRight]);
  const band = (plotBottom - margin.top) / Math.max(1, bars.length);
  const thickness = band * 0.65;
  const ticks = niceTicks(range[0], range[1], Math.max(2, Math.floor((plotRight - margin.left) / 80)));
  return (
    <>
      <g aria-hidden="true">
        {ticks.map((value) => (
          <g key={value}>
            <line x1={x(value)} x2={x(value)} y1={margin.top} y2={plotBottom} stroke={GRID} />
            <text x={x(value)} y={plotBottom + 16} textAnchor="middle">
              {tick(value)}
            </text>
          </g>
        ))}
        <line x1={margin.left} x2={margin.left} y1={margin.top} y2={plotBottom} stroke={AXIS} />
        {valueTitle ? (
          <text x={(margin.left + plotRight) / 2} y={height - 6} textAnchor="middle" fontSize={13}>
            {valueTitle}
          </text>
        ) : null}
      </g>
      {bars.map((bar, index) => {
        const middle = margin.top + band * (index + 0.5);
        return (
          <g key={`${index}-${bar.label}`} data-bar={bar.label}>
            <text x={margin.left - 8} y={middle} textAnchor="end" dominantBaseline="middle">
              <title>{bar.label}</title>
              {fitted(bar.label, labelWidth)}
            </text>
            {bar.value !== null ? (
              <rect
                x={x(range[0])}
                y={middle - thickness / 2}
                width={Math.max(0, x(bar.value) - x(range[0]))}
                height={thickness}
                fill={colour}
              />
            ) : null}
            {bar.low !== null && bar.low !== undefined && bar.high !== null && bar.high !== undefined ? (
              <Whisker from={x(bar.low)} to={x(bar.high)} at={middle} vertical={false} />
            ) : null}
            {bar.text && bar.value !== null ? (
              <text x={x(reach(bar)) + 5} y={middle} dominantBaseline="middle">
                {bar.text}
              </text>
            ) : null}
          </g>
        );
      })}
    </>
  );
}

function Vertical({ bars, colour, width, height, range, tick, valueTitle, categoryTitle }: DrawProps) {
  const margin = { left: valueTitle ? 56 : 40, right: 12, top: 22, bottom: categoryTitle ? 46 : 28 };
  const plotRight = width - margin.right;
  const plotBottom = height - margin.bottom;
  const y = linearScale(range, [plotBottom, margin.top]);
  const band = (plotRight - margin.left) / Math.max(1, bars.length);
  const thickness = band * 0.65;
  const ticks = niceTicks(range[0], range[1], 4);
  return (
    <>
      <g aria-hidden="true">
        {ticks.map((value) => (
          <g key={value}>
            <line x1={margin.left} x2={plotRight} y1={y(value)} y2={y(value)} stroke={GRID} />
            <text x={margin.left - 8} y={y(value)} textAnchor="end" dominantBaseline="middle">
              {tick(value)}
            </text>
          </g>
        ))}
        <line x1={margin.left} x2={plotRight} y1={plotBottom} y2={plotBottom} stroke={AXIS} />
        {categoryTitle ? (
          <text x={(margin.left + plotRight) / 2} y={height - 6} textAnchor="middle" fontSize={13}>
            {categoryTitle}
          </text>
        ) : null}
        {valueTitle ? (
          <text
            transform={`translate(14 ${(margin.top + plotBottom) / 2}) rotate(-90)`}
            textAnchor="middle"
            fontSize={13}
          >
            {valueTitle}
          </text>
        ) : null}
      </g>
      {bars.map((bar, index) => {
        const centre = margin.left + band * (index + 0.5);
        return (
          <g key={`${index}-${bar.label}`} data-bar={bar.label}>
            <text x={centre} y={plotBottom + 16} textAnchor="middle">
              {fitted(bar.label, band)}
            </text>
            {bar.value !== null ? (
              <rect
                x={centre - thickness / 2}
                y={y(bar.value)}
                width={thickness}
                height={Math.max(0, y(range[0]) - y(bar.value))}
                fill={colour}
              />
            ) : null}
            {bar.low !== null && bar.low !== undefined && bar.high !== null && bar.high !== undefined ? (
              <Whisker from={y(bar.low)} to={y(bar.high)} at={centre} vertical />
            ) : null}
            {bar.text && bar.value !== null ? (
              <text x={centre} y={y(reach(bar)) - 6} textAnchor="middle">
                {bar.text}
              </text>
            ) : null}
          </g>
        );
      })}
    </>
  );
}
