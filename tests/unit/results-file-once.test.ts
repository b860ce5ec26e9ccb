import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  analysisSchema,
  readAnalysisFile,
  viewOfServedFile,
  type AnalysisFile,
  type ProjectAnalysis,
} from '@adpulse/shared/analysis/index';
import { twoVideoAnalysis } from '../fixtures/analysis.ts';
import { fileViews, resultsSourceOf } from '../../web/src/features/results/data/source-of.ts';

/**
 * The results screens read the analysis file once per run: the client has parsed the answer by
 * its schema, and a live refresh every few seconds (fresh signed links, the same run) neither
 * parses the file again nor decides its format again.
 */
const project = {
  projectId: 'p-live',
  clientId: 'c1',
  name: 'Live spot',
  status: 'active' as const,
  viewer: null,
  country: null,
  category: null,
};

/** An answer of GET .../analysis as the client hands it over: a new object on every read. */
function answer(runId: string, file: AnalysisFile, second = 0): ProjectAnalysis {
  return {
    projectId: project.projectId,
    projectStatus: 'active',
    run: {
      runId,
      reason: 'live',
      partial: true,
      respondents: { n: 40, target: 300 },
      generatedAt: '2026-01-01T10:00:00.000Z',
      publishedAt: '2026-01-01T10:00:01.000Z',
    },
    running: false,
    file: structuredClone(file),
    images: [],
    linksExpireAt: `2026-01-01T11:00:0${second}.000Z`,
  };
}

const simulated = twoVideoAnalysis(30);
const current = (): AnalysisFile => ({ format: 'current', analysis: simulated });
const source = (analysis: ProjectAnalysis) =>
  resultsSourceOf({ mode: 'project', project, analysis, media: [], norms: undefined, fetchedAt: 0 });

afterEach(() => vi.restoreAllMocks());

describe('the analysis file, read once per run', () => {
  it('three live refreshes of one run read the file once; a new run reads it again', () => {
    const read = vi.fn(viewOfServedFile);
    const viewOf = fileViews(read);
    const first = viewOf(answer('run-1', current(), 1));
    expect(viewOf(answer('run-1', current(), 2))).toBe(first);
    expect(viewOf(answer('run-1', current(), 3))).toBe(first);
    expect(read).toHaveBeenCalledTimes(1);
    expect(viewOf(answer('run-2', current(), 4))).not.toBe(first);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('the screens parse no file of their own: no schema parse over three refreshes, the same view each time', () => {
    const parses = [vi.spyOn(analysisSchema, 'safeParse'), vi.spyOn(analysisSchema, 'parse')];
    const views = [1, 2, 3].map((second) => source(answer('run-7', current(), second)).file);
    expect(parses.map((spy) => spy.mock.calls.length)).toEqual([0, 0]);
    expect(views[1]).toBe(views[0]);
    expect(views[2]).toBe(views[0]);
  });

  it('the served view reads as the stored file does, for every format', () => {
    const legacy = { json_version: 5, videos: [{ name: 'Old spot', duration: 30 }] };
    const served: [AnalysisFile, unknown][] = [
      [current(), (current() as { analysis: unknown }).analysis],
      [{ format: 'legacy', jsonVersion: 5, analysis: legacy }, legacy],
      [
        { format: 'invalid', analysis: { json_version: 6, assets: 'no' } },
        { json_version: 6, assets: 'no' },
      ],
      [{ format: 'missing', analysis: null }, null],
    ];
    for (const [file, stored] of served) expect(viewOfServedFile(file)).toEqual(readAnalysisFile(stored));
  });
});
