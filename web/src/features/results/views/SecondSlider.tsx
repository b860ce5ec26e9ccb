import { useId } from 'react';

/**
 * A keyboard-operable range over a stimulus' seconds (arrows, Page Up/Down, Home, End): the
 * chart cursor and the heatmap's second follow it, and a video beside it seeks with it.
 */
export function SecondSlider({
  label,
  lastSecond,
  second,
  onChange,
  valueText,
  testId,
}: {
  label: string;
  lastSecond: number;
  second: number;
  onChange: (second: number) => void;
  /** Read out instead of the bare number (e.g. "3 s"). */
  valueText: string;
  testId?: string;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="ap-slider-label">
        {label}
      </label>
      <input
        id={id}
        className="ap-slider"
        type="range"
        min={0}
        max={lastSecond}
        step={1}
        value={Math.min(lastSecond, Math.max(0, second))}
        aria-valuetext={valueText}
        data-testid={testId}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </>
  );
}
