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

/** The legend entry of a band, as the legend shows it (made from the same thresholds as the band). */
export function displayBand(band: Band, format: 'current' | 'legacy'): DisplayBand {
  const found = displayBands(format).find((entry) => entry.band === band);
  if (!found) throw new Error(`unknown band ${band}`);
  return found;
}

/** The legend of a format, low to high. */
export function displayBands(format: 'current' | 'legacy'): readonly DisplayBand[] {
  return format === 'current' ? GLOBAL_DISPLAY_BANDS : LEGACY_DISPLAY_BANDS;
}

/** The legend entry a value falls in: `from` included, `below` excluded. */
export function legendBandOf(value: number, format: 'current' | 'legacy'): Band {
  const bands = displayBands(format);
  const found = bands.find((entry) => value >= entry.from && (entry.below === null || value < entry.below));
  return (found ?? bands[0])!.band;
}
