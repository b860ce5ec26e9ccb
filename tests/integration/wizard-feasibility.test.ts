import { beforeAll, describe, expect, it } from 'vitest';
import { fieldworkContract } from '@adpulse/shared';
import type { FeasibilityView } from '@adpulse/shared/fieldwork/feasibility';
import { invokeRoute } from '../support/invoke-route.ts';
import { waitFor } from '../support/wait.ts';
import { customAdmin, registeredUser, type SignedIn } from './accounts-fixtures.ts';
import {
  ITALIAN_AUDIENCE,
  createProject,
  patchProject,
  projectAtCheckout,
  uploadReady,
} from './wizard-fixtures.ts';

async function start(user: SignedIn, projectId: string) {
  return invokeRoute(fieldworkContract.routes.startFeasibility, {
    token: user.token,
    params: { projectId },
  });
}

/** Polls like the checkout page (its 15 s made 100 ms: the simulated panel answers at once). */
function settle(user: SignedIn, projectId: string): Promise<FeasibilityView> {
  return waitFor(`the feasibility of ${projectId} to settle`, async () => {
    const answer = await invokeRoute(fieldworkContract.routes.getFeasibility, {
      token: user.token,
      params: { projectId },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.state === 'running' ? undefined : answer.body;
  });
}

/** Women 18–34 of Luxembourg's primary shoppers: the simulated panel cannot recruit them. */
const UNREACHABLE_AUDIENCE = {
  ...ITALIAN_AUDIENCE,
  country: 'LU',
  population: 'primary',
  genre: { male: false, female: true },
  group18_34: true,
  group35_54: false,
  group55_64: false,
} as const;

let regular: SignedIn;
let customer: SignedIn;
beforeAll(async () => {
  [regular, customer] = await Promise.all([registeredUser('feasibility'), customAdmin(false, 'feasibility')]);
});

describe('feasibility at checkout', () => {
  it('runs the feasibility machine for a complete project: every stimulus READY and feasible', async () => {
    const project = await projectAtCheckout(regular, 'abtest');
    const started = await start(regular, project._id);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body).toEqual({ items: [], state: 'running' });
    const settled = await settle(regular, project._id);
    expect(settled.state).toBe('succeeded');
    expect(settled.items).toHaveLength(2);
    for (const item of settled.items) expect(item).toMatchObject({ feasibility: true, status: 'READY' });
  });

  it('an audience the panel cannot reach fails with the project-feasibility text', async () => {
    const project = await projectAtCheckout(regular, 'discover');
    await patchProject(regular, project._id, { audience: UNREACHABLE_AUDIENCE });
    expect((await start(regular, project._id)).status).toBe(202);
    const settled = await settle(regular, project._id);
    expect(settled).toMatchObject({
      state: 'failed',
      error: {
        code: 'fieldwork.not_feasible',
        message: 'Some media of this project cannot be tested yet. Review the project and try again.',
      },
    });
  });

  it('an own audience asks no panel: even an audience the panel cannot reach passes at once', async () => {
    const project = await projectAtCheckout(regular, 'discover');
    await patchProject(regular, project._id, {
      audience: { ...UNREACHABLE_AUDIENCE, source: 'own' },
    });
    const started = await start(regular, project._id);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body).toEqual({ items: [], state: 'succeeded' });
    expect(await settle(regular, project._id)).toMatchObject({ state: 'succeeded', items: [] });
  });

  it('a customer project is checked from Review, the end of the customer bar', async () => {
    const project = await projectAtCheckout(customer, 'custom', { customer: true, stimuli: 1 });
    expect(project.step).toBe(4);
    expect((await start(customer, project._id)).status).toBe(202);
    expect((await settle(customer, project._id)).state).toBe('succeeded');
  });

  it('before checkout, or with a step missing, answers the incomplete-project error (back to Review)', async () => {
    const early = await createProject(regular, 'discover');
    const refused = await start(regular, early._id);
    expect(refused.status).toBe(400);
    expect(refused.error?.code).toBe('fieldwork.incomplete_project');
    expect(refused.error?.message).toBe('The project is not complete yet: review it before going on.');
    expect(refused.error?.details?.map((detail) => detail.field)).toEqual(
      expect.arrayContaining(['audience.country', 'audience.category', 'stimulus.assets', 'review.step']),
    );

    const noStimulus = await projectAtCheckout(regular, 'discover', { stimuli: 0 });
    const missing = await start(regular, noStimulus._id);
    expect(missing.status).toBe(400);
    expect(missing.error?.details?.map((detail) => detail.field)).toEqual(['stimulus.assets']);
  });

  it('more stimuli than the package allows: the feasibility 400 "Max allowance exceeded"', async () => {
    const project = await projectAtCheckout(regular, 'abtest');
    await patchProject(regular, project._id, { type: 'discover' });
    const refused = await start(regular, project._id);
    expect(refused.status).toBe(400);
    expect(refused.error?.code).toBe('assets.max_allowance');
    expect(refused.error?.message).toBe('Max allowance exceeded: delete one or more videos and try again.');
  });

  it('nothing started yet reads as not found; another client cannot start or read it', async () => {
    const project = await createProject(regular, 'discover');
    expect(
      (
        await invokeRoute(fieldworkContract.routes.getFeasibility, {
          token: regular.token,
          params: { projectId: project._id },
        })
      ).status,
    ).toBe(404);
    const ready = await projectAtCheckout(regular, 'discover');
    expect((await start(customer, ready._id)).status).toBe(404);
    expect((await start(regular, ready._id)).status).toBe(202);
    expect(
      (
        await invokeRoute(fieldworkContract.routes.getFeasibility, {
          token: customer.token,
          params: { projectId: ready._id },
        })
      ).status,
    ).toBe(404);
  });

  it('a new stimulus after a run needs a new run: the latest one is read', async () => {
    const project = await projectAtCheckout(customer, 'custom', { customer: true, stimuli: 1 });
    await start(customer, project._id);
    expect((await settle(customer, project._id)).items).toHaveLength(1);
    await uploadReady(customer, project._id, 'png');
    await start(customer, project._id);
    expect((await settle(customer, project._id)).items).toHaveLength(2);
  });
});
