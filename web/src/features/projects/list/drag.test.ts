import { describe, expect, it } from 'vitest';
import { draggedProject, readDraggedProject } from './drag.ts';

describe('project drag payload', () => {
  const project = {
    _id: 'p1',
    name: 'Lumina Coffee Summer Launch',
    type: 'discover',
    status: 'closed',
    step: 6,
    viewer: 'tv',
    thumbnail: null,
    folder: 'f1',
    created: '2026-01-01T00:00:00.000Z',
    closed: null,
  } as const;

  it('carries what a move needs and reads back', () => {
    const payload = JSON.stringify(draggedProject(project));
    expect(readDraggedProject(payload)).toEqual({
      _id: 'p1',
      name: 'Lumina Coffee Summer Launch',
      folder: 'f1',
      status: 'closed',
    });
  });

  it('ignores anything that is not a project payload', () => {
    expect(readDraggedProject('https://example.com')).toBeNull();
    expect(readDraggedProject('{"_id":1}')).toBeNull();
    expect(readDraggedProject('')).toBeNull();
  });
});
