import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '@adpulse/shared';
import { operationsByTag } from './reference.ts';

const document: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'AdPulse API', version: '1' },
  paths: {
    '/health': {
      get: { operationId: 'platform.getHealth', summary: 'Get health', tags: ['platform'], security: [] },
    },
    '/projects/{projectId}': {
      get: {
        operationId: 'projects.getProject',
        summary: 'Get project',
        tags: ['projects'],
        security: [{ session: [] }],
        parameters: [{ name: 'projectId', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '200': { description: 'Success.', content: { 'application/json': { schema: { type: 'object' } } } },
          '404': { description: 'Error codes: common.not_found.' },
        },
      },
      delete: {
        operationId: 'projects.deleteProject',
        tags: ['projects'],
        security: [{ session: [] }],
        requestBody: { content: { 'application/json': { schema: { enum: ['a', 'b'] } } } },
      },
    },
  },
};

describe('operationsByTag', () => {
  it('groups the operations by tag and reads what each takes and answers', () => {
    const groups = operationsByTag(document);
    expect(groups.map(([tag, operations]) => [tag, operations.map((o) => o.id)])).toEqual([
      ['platform', ['platform.getHealth']],
      ['projects', ['projects.getProject', 'projects.deleteProject']],
    ]);
    const [getProject, deleteProject] = groups[1]![1];
    expect(getProject).toMatchObject({
      method: 'GET',
      needsSession: true,
      parameters: [{ name: 'projectId', in: 'path', required: true, type: 'string' }],
      answers: [
        { status: '200', schema: { type: 'object' } },
        { status: '404', description: 'Error codes: common.not_found.', schema: undefined },
      ],
    });
    expect(groups[0]![1][0]!.needsSession).toBe(false);
    expect(deleteProject).toMatchObject({ summary: 'projects.deleteProject', body: { enum: ['a', 'b'] } });
  });
});
