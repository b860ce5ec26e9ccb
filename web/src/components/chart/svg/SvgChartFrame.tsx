import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FONT, INK } from '../chart-style.ts';
import { FIRST_CHART_MARK, markOnce } from '../first-chart.ts';
import { saveSvgAsPng } from './svg-image.ts';

/** The width of an element, followed as it changes (0 until it is laid out). */
function useWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!element) return;
    setWidth(Math.floor(element.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/**
 * A plain SVG chart's frame: the space it takes is reserved at its height from the first render
 * (nothing below it moves when it draws), the drawing is sized to the width it is given, and it
 * is an image with a title and a description for screen readers (the numbers themselves are in
 * the table beside it). It sets the page's first-chart mark once drawn, and saves as PNG.
 */
export function SvgChartFrame({
  label,
  description,
  height,
  legend,
  testId,
  children,
}: {
  /** What the chart shows: the SVG's title. */
  label: string;
  /** What it says, in a sentence (its text alternative beside the data table). */
  description?: string;
  height: number;
  /** Drawn above the plot (HTML, so that it wraps on a phone). */
  legend?: ReactNode;
  testId: string;
  children: (width: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const width = useWidth(box);
  const id = useId();
  const drawn = width > 0;
  useEffect(() => {
    if (drawn) markOnce(FIRST_CHART_MARK);
  }, [drawn]);
  return (
    <figure className="ap-chart ap-chart--svg" data-testid={testId} data-drawn={drawn ? 'true' : undefined}>
      {legend}
      <div ref={setBox} className="ap-chart__area" style={{ height }}>
        {drawn ? (
          <svg
            ref={svg}
            role="img"
            aria-labelledby={`${id}-title`}
            aria-describedby={description ? `${id}-desc` : undefined}
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            fontFamily={FONT}
            fontSize={12}
            fill={INK}
          >
            <title id={`${id}-title`}>{label}</title>
            {description ? <desc id={`${id}-desc`}>{description}</desc> : null}
            {children(width)}
          </svg>
        ) : null}
      </div>
      <button
        type="button"
        className="ap-chart__save"
        data-testid="chart-save-png"
        disabled={!drawn}
        onClick={() => svg.current && void saveSvgAsPng(svg.current, label)}
      >
        {t('chart.savePng')}
      </button>
    </figure>
  );
}
