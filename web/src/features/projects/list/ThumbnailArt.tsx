import { useId } from 'react';
import type { ProjectStatus } from '@adpulse/shared/projects/index';

const TINTS: Record<ProjectStatus, [string, string]> = {
  pending: ['#fef3c7', '#fde68a'],
  active: ['#e0e7ff', '#c7d2fe'],
  closed: ['#ede9fe', '#ddd6fe'],
};

/** The card's picture when the project has no thumbnail: a tinted frame with a play or image mark. */
export function ThumbnailArt({ status, kind }: { status: ProjectStatus; kind: 'image' | 'video' }) {
  const id = useId();
  const [from, to] = TINTS[status];
  return (
    <svg viewBox="0 0 160 90" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="160" height="90" fill={`url(#${id}-bg)`} />
      <path d="M0 70 Q40 50 80 66 T160 58 V90 H0 Z" fill="#fff" opacity="0.35" />
      {kind === 'video' ? (
        <g transform="translate(80 45)">
          <circle r="13" fill="#fff" opacity="0.9" />
          <path d="M-4 -6.5 L7 0 L-4 6.5 Z" fill="#5b21b6" />
        </g>
      ) : (
        <g
          transform="translate(64 31) scale(0.9)"
          fill="none"
          stroke="#5b21b6"
          strokeWidth="3"
          strokeLinejoin="round"
        >
          <rect width="36" height="30" rx="4" fill="#fff" opacity="0.9" />
          <circle cx="11" cy="10" r="3.5" />
          <path d="M4 26 L15 15 L23 22 L28 18 L33 24" />
        </g>
      )}
    </svg>
  );
}
