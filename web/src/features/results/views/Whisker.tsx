import type { Estimate } from '@adpulse/shared/analysis/index';

export interface WhiskerNorm {
  mean: number;
  low: number;
  high: number;
}

export interface WhiskerZone {
  from: number;
  to: number;
  colour: string;
}

const share = (value: number, [min, max]: readonly [number, number]) =>
  100 * Math.min(1, Math.max(0, (value - min) / (max - min || 1)));
const percent = (value: number) => `${value.toFixed(2)}%`;

/**
 * A value with its 95% interval on a scale (a dot on a whisker), with the norm's middle range
 * (normBand) as a grey band and its mean as a tick. Drawn in SVG (no Plotly): it shows in the first paint and
 * reads the same at any width. `label` says it all in words for screen readers.
 */
export function Whisker({
  estimate,
  scale,
  colour,
  norm = null,
  zones = [],
  label,
}: {
  estimate: Estimate;
  scale: readonly [number, number];
  colour: string;
  norm?: WhiskerNorm | null;
  zones?: readonly WhiskerZone[];
  label: string;
}) {
  const x = (value: number) => percent(share(value, scale));
  const width = (from: number, to: number, minimum = 0) =>
    percent(Math.max(minimum, share(to, scale) - share(from, scale)));
  return (
    <svg className="ap-whisker" role="img" aria-label={label} width="100%" height="24">
      <rect x="0" y="10" width="100%" height="4" rx="2" fill="#eeeaf7" />
      {zones.map((zone) => (
        <rect
          key={zone.from}
          x={x(zone.from)}
          y="10"
          width={width(zone.from, zone.to)}
          height="4"
          fill={zone.colour}
        />
      ))}
      {norm ? (
        <>
          <rect
            className="ap-whisker__norm"
            x={x(norm.low)}
            y="4"
            width={width(norm.low, norm.high, 0.5)}
            height="16"
            rx="2"
            fill="rgba(87, 83, 107, 0.22)"
          />
          <line x1={x(norm.mean)} x2={x(norm.mean)} y1="2" y2="22" stroke="#57536b" strokeWidth="2" />
        </>
      ) : null}
      <line x1={x(estimate.low)} x2={x(estimate.high)} y1="12" y2="12" stroke={colour} strokeWidth="2.5" />
      <line x1={x(estimate.low)} x2={x(estimate.low)} y1="7" y2="17" stroke={colour} strokeWidth="2.5" />
      <line x1={x(estimate.high)} x2={x(estimate.high)} y1="7" y2="17" stroke={colour} strokeWidth="2.5" />
      <circle cx={x(estimate.value)} cy="12" r="6" fill={colour} stroke="#fff" strokeWidth="2" />
    </svg>
  );
}
