import { projectsContract } from '@adpulse/shared';
import { invokeRoute, malformed } from '../support/invoke-route.ts';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { dynamoClient } from '../../functions/src/platform/aws.ts';
import { PROJECT_DELETE_STEPS } from '../../functions/src/workflows/index.ts';
import type { DeletedProject } from '../../functions/src/projects/on-delete.ts';
import { registeredUser, type SignedIn } from './accounts-fixtures.ts';
import {
  expectStatus,
  listProjects,
  moveIntoFolder,
  newFolder,
  newProject,
  openFolder,
  searchProjects,
  setStatus,
} from './projects-fixtures.ts';

let user: SignedIn;
beforeAll(async () => {
  user = await registeredUser('crud');
}, 60_000);

const patch = (projectId: string, body: unknown, lang?: string) =>
  invokeRoute(projectsContract.routes.updateProject, {
    token: user.token,
    params: { projectId },
    body: malformed(body),
    ...(lang ? { lang } : {}),
  });

describe('POST /projects', () => {
  it('creates a pending project at the audience step (201) that GET answers', async () => {
    const project = await newProject(user, 'Lumina Coffee Summer 30s', { type: 'abtest', viewer: 'youtube' });
    expect(project).toMatchObject({
      name: 'Lumina Coffee Summer 30s',
      type: 'abtest',
      viewer: 'youtube',
      status: 'pending',
      step: 1,
      panelProvider: 'dynata',
      folder: null,
      closed: null,
      thumbnail: null,
      audience: {},
      questions: [],
      payment: {},
    });
    const read = await invokeRoute(projectsContract.routes.getProject, {
      token: user.token,
      params: { projectId: project._id },
    });
    expectStatus(read, 200);
    expect(read.body).toEqual(project);
  });

  it('creates a predict project with its media type, and refuses one without', async () => {
    const predict = await newProject(user, 'Quick predict', { type: 'predict', predictMediaType: 'image' });
    expect(predict.predictMediaType).toBe('image');
    const missing = await invokeRoute(projectsContract.routes.createProject, {
      token: user.token,
      body: { name: 'No media', type: 'predict' },
    });
    expectStatus(missing, 400);
    expect(missing.error?.details).toEqual([
      { field: 'predictMediaType', code: 'validation.required', message: 'Media type is required.' },
    ]);
  });

  it('answers the validation texts of the catalogue, in the caller language', async () => {
    const answer = await invokeRoute(projectsContract.routes.createProject, {
      token: user.token,
      body: malformed({ type: 'discover' }),
      lang: 'it',
    });
    expectStatus(answer, 400);
    expect(answer.error?.code).toBe('common.validation');
    expect(answer.error?.details?.[0]?.field).toBe('name');
    expect(answer.error?.details?.[0]?.message).toMatch(/obbligatori/i);
  });

  it('refuses a branch in a client without branches', async () => {
    const answer = await invokeRoute(projectsContract.routes.createProject, {
      token: user.token,
      body: { name: 'Branch?', type: 'discover', branchId: 'B1' },
    });
    expectStatus(answer, 400);
    expect(answer.error?.details).toEqual([
      { field: 'branchId', code: 'validation.invalid', message: 'Invalid Branch.' },
    ]);
  });
  it('answers the spec text when the project cannot be stored (500)', async () => {
    const client = dynamoClient();
    const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
    const failing = vi
      .spyOn(client, 'send')
      .mockImplementation(((command: unknown) =>
        command instanceof TransactWriteCommand
          ? Promise.reject(new Error('store unavailable'))
          : send(command)) as typeof client.send);
    try {
      const answer = await invokeRoute(projectsContract.routes.createProject, {
        token: user.token,
        body: { name: 'Unlucky', type: 'discover' },
      });
      expectStatus(answer, 500);
      expect(answer.error?.message).toBe(
        'Sorry, you are not able to create a new project right now. Please try again later.',
      );
    } finally {
      failing.mockRestore();
    }
  });
});

describe('PATCH /projects/{projectId}', () => {
  it('saves wizard fields and steps forward one at a time, back freely', async () => {
    const project = await newProject(user, 'Wizard project');
    const audience = { country: 'IT', category: 'food', population: 'national', sampleSize: 150 };
    const saved = await patch(project._id, { audience, step: 2, status: 'closed' });
    expectStatus(saved, 200);
    expect(saved.body).toMatchObject({ audience, step: 2, status: 'pending' });

    const jump = await patch(project._id, { step: 4 });
    expectStatus(jump, 400);
    expect(jump.error?.details).toEqual([
      { field: 'step', code: 'validation.invalid', message: 'Invalid Step.' },
    ]);

    expect((await patch(project._id, { step: 3 })).body.step).toBe(3);
    expect((await patch(project._id, { step: 1 })).body.step).toBe(1);
    const read = await invokeRoute(projectsContract.routes.getProject, {
      token: user.token,
      params: { projectId: project._id },
    });
    expect(read.body).toMatchObject({ audience, step: 1 });
  });

  it('checks questions and payment against the rules of section 5', async () => {
    const project = await newProject(user, 'Questions');
    const bad = await patch(project._id, {
      questions: [{ type: 'multiChoice', text: 'Which one?', answers: { answerList: ['only one'] } }],
      payment: { vat: '123' },
    });
    expectStatus(bad, 400);
    expect(bad.error?.details?.map((detail) => detail.field).sort()).toEqual([
      'payment.vat',
      'questions.0.answers.answerList',
    ]);
    const good = await patch(project._id, {
      questions: [{ type: 'scale', text: 'How much?', answers: { answerList: [] } }],
      payment: { vat: '12345678901', acceptedTerms: true },
    });
    expectStatus(good, 200);
    expect(good.body.questions).toEqual([
      { type: 'scale', text: 'How much?', answers: { answerList: [], randomOrder: false } },
    ]);
  });

  it('lets a project past pending be renamed only (409 otherwise)', async () => {
    const project = await newProject(user, 'Old name');
    await setStatus(user, project._id, 'active');
    const refused = await patch(project._id, { audience: { country: 'FR' } });
    expectStatus(refused, 409);
    expect(refused.error?.code).toBe('projects.not_editable');
    const renamed = await patch(project._id, { name: 'New name' });
    expectStatus(renamed, 200);
    expect(renamed.body).toMatchObject({ name: 'New name', status: 'active', step: 6 });
  });

  it('answers 404 for an unknown project', async () => {
    expectStatus(await patch('NOPE', { name: 'x' }), 404);
  });
});

describe('DELETE /projects/{projectId}', () => {
  it('deletes the project and its list and search entries, then runs the cleanup steps', async () => {
    const cleaned: DeletedProject[] = [];
    const step = async (project: DeletedProject) => {
      cleaned.push(project);
    };
    PROJECT_DELETE_STEPS.after.push(step);
    try {
      const project = await newProject(user, 'Zephyr Disposable Teaser');
      expect(await searchProjects(user, 'zephyr')).toHaveLength(1);
      const before = await listProjects(user, { projectsStatus: 'pending', limit: 100 });

      const answer = await invokeRoute(projectsContract.routes.deleteProject, {
        token: user.token,
        params: { projectId: project._id },
      });
      expectStatus(answer, 204);
      expect(cleaned).toEqual([{ clientId: user.clientId, projectId: project._id }]);

      expectStatus(
        await invokeRoute(projectsContract.routes.getProject, {
          token: user.token,
          params: { projectId: project._id },
        }),
        404,
      );
      expect(await searchProjects(user, 'zephyr')).toEqual([]);
      const after = await listProjects(user, { projectsStatus: 'pending', limit: 100 });
      expect(after.total).toBe(before.total - 1);
      expect(after.items.map((item) => item._id)).not.toContain(project._id);
      expectStatus(
        await invokeRoute(projectsContract.routes.deleteProject, {
          token: user.token,
          params: { projectId: project._id },
        }),
        404,
      );
    } finally {
      PROJECT_DELETE_STEPS.after.splice(PROJECT_DELETE_STEPS.after.indexOf(step), 1);
    }
  });

  it('keeps a project being analysed (409); a closed one can go', async () => {
    const active = await newProject(user, 'Busy');
    await setStatus(user, active._id, 'active');
    expectStatus(
      await invokeRoute(projectsContract.routes.deleteProject, {
        token: user.token,
        params: { projectId: active._id },
      }),
      409,
    );
    await setStatus(user, active._id, 'closed');
    expectStatus(
      await invokeRoute(projectsContract.routes.deleteProject, {
        token: user.token,
        params: { projectId: active._id },
      }),
      204,
    );
  });
});

describe('concurrent changes', () => {
  it('keep the lists, counts and search in step with the projects', async () => {
    const folder = await newFolder(user, 'Busy folder');
    const made = await Promise.all(Array.from({ length: 8 }, (_, i) => newProject(user, `Racer ${i}`)));
    await Promise.all(
      made.flatMap((project, i) => [
        moveIntoFolder(user, folder._id, project._id),
        patch(project._id, { name: `Sprinter ${i}`, step: 2 }).then((answer) => expectStatus(answer, 200)),
      ]),
    );
    const opened = await openFolder(user, folder._id, { limit: 100 });
    expect(opened.projectCount).toBe(8);
    expect(opened.projects.map((p) => p.name).sort()).toEqual(made.map((_, i) => `Sprinter ${i}`).sort());
    expect(opened.projects.every((p) => p.step === 2 && p.folder === folder._id)).toBe(true);
    expect(await searchProjects(user, 'racer')).toEqual([]);
    expect(await searchProjects(user, 'sprinter', 50)).toHaveLength(8);
  });
});
