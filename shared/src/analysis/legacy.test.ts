import { describe, expect, it } from 'vitest';
import { adaptLegacyAnalysis } from './legacy.ts';
import { readAnalysisFile } from './read.ts';

const video = {
  name: 'Summer spot',
  rank: 2,
  attentionSpan: 12.5,
  valence: 'positive',
  globalPerformance: 7.4,
  emotionChartData: { happiness: 40, sadness: 5, fear: 2, disgust: 1, surprise: 12, anger: 3 },
  demographicsChartData: {
    gender: [
      { label: 'male', value: 48 },
      { label: 'female', value: 52 },
    ],
    age: { '18-25': 20, '26-35': 30 },
    loyalists: [{ name: 'yes', value: 60 }],
  },
  segmentsChartData: {
    questions: [{ question: 'Would you buy it?', answers: [{ label: 'yes', value: 70 }] }],
  },
  attentionChart: [90, 88, 85],
  barChart: [{ label: 'attention', value: 80 }],
};

describe('older-format adapter (json_version under 6)', () => {
  it('maps a valid file to what the screens need, ranked first', () => {
    const view = adaptLegacyAnalysis({
      json_version: 5,
      videos: [
        { ...video, name: 'B', rank: 2 },
        { ...video, name: 'A', rank: 1, valence: -0.3, globalPerformance: 3 },
      ],
    });
    expect(view.warnings).toEqual([]);
    const [first, second] = view.videos;
    expect(first?.name).toBe('A');
    expect(first?.valence).toEqual({ label: 'negative', value: -0.3 });
    expect(first?.globalPerformance).toEqual({
      value: 3,
      band: 'low',
      display: { band: 'low', from: 1, below: 4 },
    });
    expect(second?.valence).toEqual({ label: 'positive', value: null });
    expect(second?.globalPerformance?.band).toBe('high');
    expect(second?.emotionChartData.map((entry) => entry.emotion)).toEqual([
      'happiness',
      'sadness',
      'fear',
      'disgust',
      'surprise',
      'anger',
    ]);
    expect(second?.emotionChartData[0]?.value).toBe(40);
    expect(second?.demographicsChartData.gender).toEqual([
      { label: 'male', value: 48 },
      { label: 'female', value: 52 },
    ]);
    expect(second?.demographicsChartData.age).toEqual([
      { label: '18-25', value: 20 },
      { label: '26-35', value: 30 },
    ]);
    expect(second?.demographicsChartData.segments).toEqual([
      { name: 'loyalists', points: [{ label: 'yes', value: 60 }] },
    ]);
    expect(second?.segmentsChartData.questions[0]?.question).toBe('Would you buy it?');
    expect(second?.attentionChart).toEqual({ t: [0, 1, 2], value: [90, 88, 85] });
    expect(second?.barChart).toEqual([{ label: 'attention', value: 80 }]);
  });

  it('reads a number valence of 0 as positive and a numeric string performance', () => {
    const view = adaptLegacyAnalysis({
      json_version: 4,
      videos: [{ ...video, valence: 0, globalPerformance: '5,5' }],
    });
    expect(view.videos[0]?.valence).toEqual({ label: 'positive', value: 0 });
    expect(view.videos[0]?.globalPerformance?.band).toBe('average');
  });

  it('warns on a partial file and keeps what it can show', () => {
    const { emotionChartData: _emotions, ...withoutEmotions } = video;
    const view = adaptLegacyAnalysis({
      json_version: 5,
      videos: [withoutEmotions, { ...video, name: 'Other', globalPerformance: 42 }, video, video],
    });
    expect(view.warnings).toEqual([
      {
        code: 'partialFile',
        messageKey: 'errors.analysisDataWarning',
        params: { assets: ['Summer spot', 'Other'], more: 0 },
      },
    ]);
    expect(view.videos[0]?.missing).toEqual(['emotionChartData']);
    expect(view.videos[0]?.emotionChartData.every((entry) => entry.value === null)).toBe(true);
    expect(view.videos.find((entry) => entry.name === 'Other')?.globalPerformance).toBeNull();
  });

  it('warns on an invalid file and never throws', () => {
    for (const file of [
      { json_version: 5 },
      { json_version: 5, videos: [] },
      { json_version: 5, videos: [1, 'x'] },
      'text',
      42,
      [],
    ]) {
      expect(adaptLegacyAnalysis(file)).toMatchObject({ videos: [], warnings: [{ code: 'invalidFile' }] });
    }
    expect(() =>
      adaptLegacyAnalysis({ json_version: 5, videos: [{ emotionChartData: 'x', attentionChart: {} }] }),
    ).not.toThrow();
  });
});

describe('reading an analysis file of any version', () => {
  it('warns when the file is missing', () => {
    expect(readAnalysisFile(null)).toEqual({
      format: 'missing',
      warnings: [{ code: 'analysisMissing', messageKey: 'errors.analysisDataWarning', params: {} }],
    });
  });

  it('sends older versions to the adapter and reads a file without a version as version 6', () => {
    expect(readAnalysisFile({ json_version: 5, videos: [video] }).format).toBe('legacy');
    const unversioned = readAnalysisFile({ videos: [video] });
    expect(unversioned).toMatchObject({
      format: 'current',
      analysis: null,
      warnings: [{ code: 'invalidAnalysis' }],
    });
  });
});
