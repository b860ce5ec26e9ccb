import {
  GLOBAL_BAND_THRESHOLDS,
  GLOBAL_DISPLAY_BANDS,
  LEGACY_BAND_THRESHOLDS,
  LEGACY_DISPLAY_BANDS,
  type Band,
  type DisplayBand,
} from './constants.ts';

/** Current format: global index 0-100, below 40 low, below 70 average, else high. */
export function globalBand(index: number): Band {
  if (index < GLOBAL_BAND_THRESHOLDS.average) return 'low';
  if (index < GLOBAL_BAND_THRESHOLDS.high) return 'average';
  return 'high';
}

/** Older format (json_version under 6): global performance 1-10, below 4 low, below 7 average, else high. */
export function legacyBand(performance: number): Band {
  if (performance < LEGACY_BAND_THRESHOLDS.average) return 'low';
  if (performance < LEGACY_BAND_THRESHOLDS.high) return 'average';
  return 'high';
}

/** The legend entry of a band: 0-49 / 50-69 / 70-100, or 1-4 / 5-6 / 7-10 for the older format. */
export function displayBand(band: Band, format: 'current' | 'legacy'): DisplayBand {
  const bands = format === 'current' ? GLOBAL_DISPLAY_BANDS : LEGACY_DISPLAY_BANDS;
  const found = bands.find((entry) => entry.band === band);
  if (!found) throw new Error(`unknown band ${band}`);
  return found;
}
