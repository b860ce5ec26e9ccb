import { describe, expect, it } from 'vitest';
import { ERRORS, type ErrorCode } from '@adpulse/shared';
import { DomainError } from '../platform/errors.ts';
import { applyUpdate, branchForNewProject, maxSavableStep, newProjectRecord, type Actor } from './domain.ts';

const regular: Actor = {
  session: { userId: 'u1', clientId: 'c1', multiUser: false, clientType: 'regular' },
  branchIds: [],
};
const admin: Actor = {
  session: { userId: 'u2', clientId: 'c2', multiUser: true, clientType: 'custom' },
  branchIds: ['B1', 'B2'],
};
const branchUser: Actor = {
  session: { userId: 'u3', clientId: 'c2', multiUser: true, clientType: 'custom', branchId: 'B1' },
  branchIds: ['B1', 'B2'],
};

function failure(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError)
      return { status: ERRORS[error.code as ErrorCode].status, code: error.code, details: error.details };
    throw error;
  }
  throw new Error('expected a failure');
}

const fresh = (actor: Actor = regular) =>
  newProjectRecord(
    actor,
    { name: 'Spring', type: 'discover', viewer: 'tv' },
    'P1',
    new Date('2026-01-01T00:00:00Z'),
  );

describe('a new project', () => {
  it('starts pending at the audience step with dynata, no folder, no branch', () => {
    expect(fresh()).toMatchObject({
      status: 'pending',
      step: 1,
      panelProvider: 'dynata',
      folder: null,
      closed: null,
      created: '2026-01-01T00:00:00.000Z',
      version: 1,
    });
    expect(fresh()).not.toHaveProperty('branchId');
  });

  it("takes a branch only in a multi-user client: the user's own, or an existing one", () => {
    expect(failure(() => branchForNewProject(regular, 'B1')).details).toEqual([
      { field: 'branchId', code: 'validation.invalid' },
    ]);
    expect(branchForNewProject(branchUser, undefined)).toBe('B1');
    expect(failure(() => branchForNewProject(branchUser, 'B2')).status).toBe(400);
    expect(branchForNewProject(admin, 'B2')).toBe('B2');
    expect(branchForNewProject(admin, undefined)).toBeUndefined();
    expect(failure(() => branchForNewProject(admin, 'B9')).status).toBe(400);
  });
});

describe('updating a project', () => {
  it('replaces the given fields', () => {
    const updated = applyUpdate(
      fresh(),
      { name: 'Autumn', audience: { country: 'IT' }, panelProvider: 'pure-spectrum' },
      regular,
    );
    expect(updated).toMatchObject({
      name: 'Autumn',
      audience: { country: 'IT' },
      panelProvider: 'pure-spectrum',
    });
  });

  it('moves steps back freely and forward one at a time, never to completed', () => {
    const atReview = { ...fresh(), step: 4 as const };
    expect(applyUpdate(atReview, { step: 1 }, regular).step).toBe(1);
    expect(applyUpdate(atReview, { step: 5 }, regular).step).toBe(5);
    expect(failure(() => applyUpdate(fresh(), { step: 3 }, regular)).details).toEqual([
      { field: 'step', code: 'validation.invalid' },
    ]);
    expect(maxSavableStep(5)).toBe(5);
    expect(failure(() => applyUpdate({ ...fresh(), step: 5 }, { step: 6 }, regular)).status).toBe(400);
  });

  it('only renames or files a project that is not pending', () => {
    const active = { ...fresh(), status: 'active' as const, step: 6 as const };
    expect(applyUpdate(active, { name: 'Renamed', folder: 'F1' }, regular)).toMatchObject({
      name: 'Renamed',
      folder: 'F1',
    });
    expect(failure(() => applyUpdate(active, { audience: {} }, regular))).toMatchObject({
      status: 409,
      code: 'projects.not_editable',
    });
    expect(failure(() => applyUpdate({ ...active, status: 'closed' }, { step: 1 }, regular)).status).toBe(
      409,
    );
  });

  it('keeps the predict media type on predict projects only', () => {
    const predict = { ...fresh(), type: 'predict' as const, predictMediaType: 'image' as const };
    expect(applyUpdate(predict, { type: 'discover' }, regular)).not.toHaveProperty('predictMediaType');
    expect(failure(() => applyUpdate(fresh(), { type: 'predict' }, regular)).details).toEqual([
      { field: 'predictMediaType', code: 'validation.required' },
    ]);
    expect(
      applyUpdate(fresh(), { type: 'predict', predictMediaType: 'video' }, regular).predictMediaType,
    ).toBe('video');
    expect(failure(() => applyUpdate(fresh(), { predictMediaType: 'video' }, regular)).status).toBe(400);
  });

  it('lets users without a branch reassign branches; a branch user cannot', () => {
    const project = fresh(admin);
    expect(applyUpdate(project, { branchId: 'B2' }, admin).branchId).toBe('B2');
    expect(applyUpdate({ ...project, branchId: 'B2' }, { branchId: null }, admin)).not.toHaveProperty(
      'branchId',
    );
    expect(failure(() => applyUpdate(project, { branchId: 'B9' }, admin)).status).toBe(400);
    expect(
      failure(() => applyUpdate({ ...project, branchId: 'B1' }, { branchId: 'B2' }, branchUser)).status,
    ).toBe(403);
    expect(applyUpdate({ ...project, branchId: 'B1' }, { branchId: 'B1' }, branchUser).branchId).toBe('B1');
    expect(failure(() => applyUpdate(fresh(), { branchId: 'B1' }, regular)).status).toBe(400);
  });
});
