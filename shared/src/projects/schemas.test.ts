import { describe, expect, it } from 'vitest';
import {
  createProjectRequestSchema,
  listProjectsQuerySchema,
  searchProjectsQuerySchema,
  updateProjectRequestSchema,
} from './schemas.ts';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('create project request', () => {
  it('needs a name and a type; the viewer defaults to tv', () => {
    expect(createProjectRequestSchema.parse({ name: ' Spring launch ', type: 'discover' })).toEqual({
      name: 'Spring launch',
      type: 'discover',
      viewer: 'tv',
    });
    expect(issues(createProjectRequestSchema.safeParse({}))).toEqual([
      ['name', 'validation.required'],
      ['type', 'validation.required'],
    ]);
    expect(issues(createProjectRequestSchema.safeParse({ name: 'x', type: 'webinar' }))).toEqual([
      ['type', 'validation.invalid'],
    ]);
  });

  it('asks a predict project for its media type, and only a predict project', () => {
    expect(issues(createProjectRequestSchema.safeParse({ name: 'x', type: 'predict' }))).toEqual([
      ['predictMediaType', 'validation.required'],
    ]);
    expect(
      issues(createProjectRequestSchema.safeParse({ name: 'x', type: 'abtest', predictMediaType: 'image' })),
    ).toEqual([['predictMediaType', 'validation.invalid']]);
    expect(
      createProjectRequestSchema.safeParse({ name: 'x', type: 'predict', predictMediaType: 'video' }).success,
    ).toBe(true);
  });
});

describe('update project request', () => {
  it('checks questions: at most 5, at least 2 answers for choice types', () => {
    const choice = {
      type: 'singleChoice',
      text: 'Which?',
      answers: { answerList: ['a'], randomOrder: false },
    };
    expect(issues(updateProjectRequestSchema.safeParse({ questions: [choice] }))).toEqual([
      ['questions.0.answers.answerList', 'validation.invalid'],
    ]);
    const open = { type: 'openEnded', text: 'Why?', answers: { answerList: [] } };
    expect(updateProjectRequestSchema.parse({ questions: [open] }).questions?.[0]?.answers.randomOrder).toBe(
      false,
    );
    expect(issues(updateProjectRequestSchema.safeParse({ questions: Array(6).fill(open) }))).toEqual([
      ['questions', 'validation.invalid'],
    ]);
  });

  it('checks the VAT number (11 digits), the sample size and the step range', () => {
    expect(issues(updateProjectRequestSchema.safeParse({ payment: { vat: '1234567890' } }))).toEqual([
      ['payment.vat', 'validation.vat'],
    ]);
    expect(updateProjectRequestSchema.safeParse({ payment: { vat: '12345678901' } }).success).toBe(true);
    expect(issues(updateProjectRequestSchema.safeParse({ audience: { sampleSize: 100 } }))).toEqual([
      ['audience.sampleSize', 'validation.invalid'],
    ]);
    expect(issues(updateProjectRequestSchema.safeParse({ step: 7 }))).toEqual([
      ['step', 'validation.invalid'],
    ]);
  });

  it('ignores read-only fields', () => {
    expect(updateProjectRequestSchema.parse({ name: 'n', status: 'closed', created: 'x' })).toEqual({
      name: 'n',
    });
  });
});

describe('list and search queries', () => {
  it('defaults: limit 30, skip 0, sort dec, projectsInfolder exclude, no status', () => {
    expect(listProjectsQuerySchema.parse({})).toEqual({
      limit: 30,
      skip: 0,
      sort: 'dec',
      projectsInfolder: 'exclude',
    });
    expect(
      listProjectsQuerySchema.parse({
        limit: '10',
        skip: '20',
        projectsStatus: 'active',
        sort: 'asc',
        projectsInfolder: 'any',
      }),
    ).toEqual({ limit: 10, skip: 20, projectsStatus: 'active', sort: 'asc', projectsInfolder: 'any' });
    expect(
      issues(listProjectsQuerySchema.safeParse({ limit: '0', sort: 'up', projectsStatus: 'archived' })),
    ).toEqual([
      ['limit', 'validation.invalid'],
      ['projectsStatus', 'validation.invalid'],
      ['sort', 'validation.invalid'],
    ]);
  });

  it('search needs a text; limit defaults to 10', () => {
    expect(searchProjectsQuerySchema.parse({ search: 'coca' })).toEqual({ search: 'coca', limit: 10 });
    expect(issues(searchProjectsQuerySchema.safeParse({}))).toEqual([['search', 'validation.required']]);
  });
});
