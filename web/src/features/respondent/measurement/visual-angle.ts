/**
 * Screen distances as visual angle. The browser knows neither the viewing distance nor the
 * physical size of a CSS pixel, so both are assumptions (README, "Gaze quality"): a laptop or
 * desktop screen at 60 cm, and the CSS reference density of 96 px per inch.
 */
export const VIEWING_DISTANCE_CM = 60;
export const CSS_PX_PER_CM = 96 / 2.54;

/** The angle a segment of `px` CSS pixels subtends, centred on the line of sight, in degrees. */
export function pxToDegrees(
  px: number,
  distanceCm: number = VIEWING_DISTANCE_CM,
  pxPerCm: number = CSS_PX_PER_CM,
): number {
  const cm = px / pxPerCm;
  return (2 * Math.atan(cm / (2 * distanceCm)) * 180) / Math.PI;
}

/** The inverse of pxToDegrees: how many CSS pixels span `degrees` at the viewing distance. */
export function degreesToPx(
  degrees: number,
  distanceCm: number = VIEWING_DISTANCE_CM,
  pxPerCm: number = CSS_PX_PER_CM,
): number {
  return 2 * distanceCm * Math.tan((degrees * Math.PI) / 360) * pxPerCm;
}
