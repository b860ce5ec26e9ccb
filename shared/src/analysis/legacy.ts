import { legacyBand, displayBand } from './bands.ts';
import { LEGACY_EMOTIONS, type Band, type DisplayBand, type LegacyEmotion } from './constants.ts';
import type { AnalysisWarning } from './schemas.ts';
import { analysisWarning, truncatedList } from './warnings.ts';

/**
 * Older analysis files (json_version under 6) mapped to what the results screens need. The older
 * files were written by several generations of the previous engine, so each chart field is read
 * leniently (see docs/methodology.md, "Older format"); anything unreadable becomes null or an
 * empty list plus a warning, never an exception.
 */

export interface ChartPoint {
  label: string;
  value: number;
}

export interface LegacyQuestion {
  question: string;
  answers: ChartPoint[];
}

export interface LegacyVideo {
  index: number;
  name: string | null;
  rank: number | null;
  /** Seconds. */
  attentionSpan: number | null;
  /** A string valence keeps value null; a number keeps its value (negative means negative). */
  valence: { label: 'positive' | 'negative'; value: number | null } | null;
  /** 1-10 scale. */
  globalPerformance: { value: number; band: Band; display: DisplayBand } | null;
  /** The six basic emotions, in LEGACY_EMOTIONS order; null where the file has no value. */
  emotionChartData: { emotion: LegacyEmotion; value: number | null }[];
  demographicsChartData: {
    gender: ChartPoint[];
    age: ChartPoint[];
    segments: { name: string; points: ChartPoint[] }[];
  };
  segmentsChartData: { questions: LegacyQuestion[] };
  attentionChart: { t: number[]; value: number[] };
  barChart: ChartPoint[];
  /** The fields this video lacks or that could not be read. */
  missing: string[];
}

export interface LegacyAnalysisView {
  jsonVersion: number;
  videos: LegacyVideo[];
  warnings: AnalysisWarning[];
}

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim().replace(',', '.').replace(/%$/, ''));
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

const LABEL_FIELDS = ['label', 'name', 'key', 'x', 'category', 'answer', 'text'];
const VALUE_FIELDS = ['value', 'y', 'count', 'percentage', 'percent', 'score'];

function firstField(record: Json, fields: readonly string[]): unknown {
  for (const field of fields) if (field in record) return record[field];
  return undefined;
}

/** Points from an array of numbers, an array of {label, value}-like records, or a label -> value map. */
function toPoints(value: unknown): ChartPoint[] | null {
  if (Array.isArray(value)) {
    const points: ChartPoint[] = [];
    value.forEach((item, index) => {
      const direct = toNumber(item);
      if (direct !== null) {
        points.push({ label: String(index), value: direct });
        return;
      }
      if (!isRecord(item)) return;
      const number = toNumber(firstField(item, VALUE_FIELDS));
      const label = firstField(item, LABEL_FIELDS);
      if (number !== null)
        points.push({ label: label === undefined ? String(index) : String(label), value: number });
    });
    return value.length > 0 && points.length === 0 ? null : points;
  }
  if (isRecord(value)) {
    const points: ChartPoint[] = [];
    for (const [label, raw] of Object.entries(value)) {
      const number = toNumber(raw);
      if (number !== null) points.push({ label, value: number });
    }
    return points;
  }
  return null;
}

const EMOTION_SYNONYMS: Record<string, LegacyEmotion> = {
  happiness: 'happiness',
  happy: 'happiness',
  joy: 'happiness',
  sadness: 'sadness',
  sad: 'sadness',
  fear: 'fear',
  fearful: 'fear',
  afraid: 'fear',
  disgust: 'disgust',
  disgusted: 'disgust',
  surprise: 'surprise',
  surprised: 'surprise',
  anger: 'anger',
  angry: 'anger',
};

function readEmotions(value: unknown): LegacyVideo['emotionChartData'] | null {
  const points = toPoints(value);
  if (!points) return null;
  const values = new Map<LegacyEmotion, number>();
  for (const point of points) {
    const emotion = EMOTION_SYNONYMS[point.label.trim().toLowerCase()];
    if (emotion) values.set(emotion, point.value);
  }
  if (values.size === 0) return null;
  return LEGACY_EMOTIONS.map((emotion) => ({ emotion, value: values.get(emotion) ?? null }));
}

function readValence(value: unknown): LegacyVideo['valence'] {
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (word === 'positive' || word === 'negative') return { label: word, value: null };
  }
  const number = toNumber(value);
  if (number === null) return null;
  return { label: number < 0 ? 'negative' : 'positive', value: number };
}

function readPerformance(value: unknown): LegacyVideo['globalPerformance'] {
  const number = toNumber(value);
  if (number === null || number < 0 || number > 10) return null;
  const band = legacyBand(number);
  return { value: number, band, display: displayBand(band, 'legacy') };
}

function readAttention(value: unknown): LegacyVideo['attentionChart'] | null {
  if (isRecord(value) && Array.isArray(value.x) && Array.isArray(value.y)) {
    const t: number[] = [];
    const values: number[] = [];
    value.y.forEach((raw, index) => {
      const x = toNumber((value.x as unknown[])[index]);
      const y = toNumber(raw);
      if (x !== null && y !== null) {
        t.push(x);
        values.push(y);
      }
    });
    return { t, value: values };
  }
  if (!Array.isArray(value)) return null;
  const t: number[] = [];
  const values: number[] = [];
  value.forEach((item, index) => {
    const direct = toNumber(item);
    if (direct !== null) {
      t.push(index);
      values.push(direct);
      return;
    }
    if (!isRecord(item)) return;
    const x = toNumber(firstField(item, ['t', 'x', 'second', 'time']));
    const y = toNumber(firstField(item, ['y', 'value', 'attention']));
    if (y !== null) {
      t.push(x ?? index);
      values.push(y);
    }
  });
  return value.length > 0 && values.length === 0 ? null : { t, value: values };
}

function readDemographics(value: unknown): LegacyVideo['demographicsChartData'] | null {
  if (!isRecord(value)) return null;
  const segments: { name: string; points: ChartPoint[] }[] = [];
  for (const [name, raw] of Object.entries(value)) {
    if (name === 'gender' || name === 'age') continue;
    const points = toPoints(raw);
    if (points) segments.push({ name, points });
  }
  return { gender: toPoints(value.gender) ?? [], age: toPoints(value.age) ?? [], segments };
}

function readQuestions(value: unknown): LegacyQuestion[] | null {
  const list = isRecord(value) ? value.questions : undefined;
  if (!Array.isArray(list)) return null;
  const questions: LegacyQuestion[] = [];
  for (const item of list) {
    if (!isRecord(item)) continue;
    const text = firstField(item, ['question', 'text', 'title', 'name']);
    const answers = toPoints(firstField(item, ['answers', 'data', 'values', 'options']));
    if (typeof text === 'string' && answers) questions.push({ question: text, answers });
  }
  return questions;
}

function readVideo(raw: unknown, index: number): LegacyVideo {
  const video = isRecord(raw) ? raw : {};
  const missing: string[] = [];
  function need<T>(field: string, parsed: T | null): T | null {
    if (parsed === null) missing.push(field);
    return parsed;
  }
  const nameField = firstField(video, ['name', 'title', 'file_name', 'fileName']);
  const rank = toNumber(video.rank);
  const span = toNumber(video.attentionSpan);
  const emotions = need('emotionChartData', readEmotions(video.emotionChartData));
  const demographics = need('demographicsChartData', readDemographics(video.demographicsChartData));
  const questions = need('segmentsChartData', readQuestions(video.segmentsChartData));
  const attention = need('attentionChart', readAttention(video.attentionChart));
  const bars = need('barChart', toPoints(video.barChart));
  return {
    index,
    name: typeof nameField === 'string' ? nameField : null,
    rank: need('rank', rank !== null && rank >= 1 ? Math.round(rank) : null),
    attentionSpan: need('attentionSpan', span !== null && span >= 0 ? span : null),
    valence: need('valence', readValence(video.valence)),
    globalPerformance: need('globalPerformance', readPerformance(video.globalPerformance)),
    emotionChartData: emotions ?? LEGACY_EMOTIONS.map((emotion) => ({ emotion, value: null })),
    demographicsChartData: demographics ?? { gender: [], age: [], segments: [] },
    segmentsChartData: { questions: questions ?? [] },
    attentionChart: attention ?? { t: [], value: [] },
    barChart: bars ?? [],
    missing,
  };
}

/** Reads an older-format file (json_version under 6). Never throws. */
export function adaptLegacyAnalysis(file: unknown): LegacyAnalysisView {
  const jsonVersion = isRecord(file) ? (toNumber(file.json_version) ?? 0) : 0;
  const videos = isRecord(file) ? file.videos : undefined;
  if (!Array.isArray(videos) || videos.length === 0 || !videos.some(isRecord)) {
    return { jsonVersion, videos: [], warnings: [analysisWarning('invalidFile')] };
  }
  const read = videos.map(readVideo);
  const incomplete = read.filter((video) => video.missing.length > 0);
  const warnings = incomplete.length
    ? [
        analysisWarning(
          'partialFile',
          truncatedList(incomplete.map((video) => video.name ?? `#${video.index + 1}`)),
        ),
      ]
    : [];
  const ranked = [...read].sort(
    (a, b) =>
      (a.rank ?? Number.POSITIVE_INFINITY) - (b.rank ?? Number.POSITIVE_INFINITY) || a.index - b.index,
  );
  return { jsonVersion, videos: ranked, warnings };
}
