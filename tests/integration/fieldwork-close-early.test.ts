import { analysisContract, billingContract, fieldworkContract } from '@adpulse/shared';
import { loadavg } from 'node:os';
import { beforeAll, describe, expect, it } from 'vitest';
import { findFieldwork } from '../../functions/src/fieldwork/data/fieldwork-store.ts';
import { findProject } from '../../functions/src/projects/data/store.ts';
import { invokeRoute } from '../support/invoke-route.ts';
import { outboxMessagesTo } from '../support/invoke.ts';
import { waitFor } from '../support/wait.ts';
import { customTeam, registeredUser, type SignedIn } from './accounts-fixtures.ts';
import {
  answerAndComplete,
  enterDirect,
  readTest,
  sendFullMeasurement,
  startedSession,
} from './fieldwork-fixtures.ts';
import { projectAtCheckout } from './wizard-fixtures.ts';

/**
 * Issue 23: the client closes fieldwork early and the analysis runs on what came in, with its n.
 * Through the whole path: a purchase starts the fieldwork machine (which sends no simulated
 * respondents here: SIMULATED_RESPONDENTS=off), real respondents complete through the direct
 * link, POST /projects/{projectId}/fieldwork/close stops entries at once (closing), the machine's
 * next check closes it (closed_early) and its final analysis closes the project on those completes.
 */

const VISA = '4242 4242 4242 4242';
const COMPLETES = 3;

let owner: SignedIn;
beforeAll(async () => {
  owner = await registeredUser('close-early');
});

const closeFieldwork = (user: SignedIn, projectId: string) =>
  invokeRoute(fieldworkContract.routes.closeFieldwork, { token: user.token, params: { projectId } });

/** A measured respondent through the direct link: samples over each stimulus, answers, complete. */
async function measuredComplete(testId: string, durations: Map<string, number>): Promise<void> {
  const { sessionId, stimuli } = await startedSession(testId, { webcam: true });
  await sendFullMeasurement(sessionId, stimuli, durations);
  await answerAndComplete(sessionId, stimuli);
}

describe('closing fieldwork early', () => {
  it('ends the project with its final analysis on the completes so far; a second close is 409', async () => {
    const project = await projectAtCheckout(owner, 'discover');
    const bought = await invokeRoute(billingContract.routes.buyProject, {
      token: owner.token,
      params: { projectId: project._id },
      body: { paymentMethod: VISA },
    });
    expect(bought.status, JSON.stringify(bought.body)).toBeLessThan(300);
    const launched = await waitFor(
      'the fieldwork launched by the purchase',
      async () => {
        const record = await findFieldwork(owner.clientId, project._id, true);
        return record?.tests.direct ? record : undefined;
      },
      { timeoutMs: 120_000, everyMs: 250 },
    );
    const directTestId = launched.tests.direct ?? '';
    const test = await readTest(directTestId);
    const durations = new Map(test.stimuli.map((stimulus) => [stimulus.stimulusId, stimulus.duration]));
    for (let respondent = 0; respondent < COMPLETES; respondent += 1)
      await measuredComplete(directTestId, durations);

    const closedAt = Date.now();
    const closing = await closeFieldwork(owner, project._id);
    expect(closing.status, JSON.stringify(closing.body)).toBe(202);
    expect(closing.body).toMatchObject({ state: 'closing', completes: COMPLETES, sampleSize: 150 });

    // Entries stop at once; a second close changes nothing.
    const late = await enterDirect(directTestId, { webcam: false });
    expect(late.body).toMatchObject({ outcome: 'closed' });
    const again = await closeFieldwork(owner, project._id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'fieldwork.not_fielding' });

    const closedProject = await waitFor(
      'the project closed by the final analysis',
      async () => {
        const found = await findProject(owner.clientId, project._id);
        return found?.status === 'closed' && found.analysis && !found.analysis.partial ? found : undefined;
      },
      { timeoutMs: 240_000, everyMs: 500 },
    );
    console.info(
      `close early: project closed with its analysis ${Date.now() - closedAt} ms after the close (load average ${loadavg()[0]?.toFixed(1)})`,
    );
    const fieldwork = await findFieldwork(owner.clientId, project._id, true);
    expect(fieldwork).toMatchObject({
      state: 'closed',
      closeReason: 'closed_early',
      closeRequestedBy: owner.userId,
      counts: { completes: COMPLETES },
    });
    expect(closedProject.closed).toBe(fieldwork?.closedAt);

    const answer = await invokeRoute(analysisContract.routes.getAnalysis, {
      token: owner.token,
      params: { clientId: owner.clientId, projectId: project._id },
    });
    expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBe(200);
    expect(answer.body.run).toMatchObject({ reason: 'final', partial: false, respondents: { n: COMPLETES } });

    const afterClose = await closeFieldwork(owner, project._id);
    expect(afterClose.status).toBe(409);
    expect(afterClose.body).toMatchObject({ code: 'fieldwork.not_fielding' });

    // The "fieldwork closed early" e-mail, in the buyer's language, once.
    const mails = await waitFor(
      'the fieldwork-closed e-mail',
      async () => {
        const found = outboxMessagesTo(owner.email).filter((mail) => mail.subject.includes('has closed'));
        return found.length > 0 ? found : undefined;
      },
      { timeoutMs: 30_000, everyMs: 250 },
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(
      `was closed early with ${COMPLETES} complete respondents of the 150 planned`,
    );
  }, 420_000);

  it('is not found for another client and refused to a role that does not pay', async () => {
    const other = await registeredUser('close-early-other');
    const project = await projectAtCheckout(owner, 'discover');
    const foreign = await closeFieldwork(other, project._id);
    expect(foreign.status).toBe(404);
    const team = await customTeam('close-early');
    for (const user of [team.researcher, team.branch, team.collaborator]) {
      const refused = await closeFieldwork(user, project._id);
      expect(refused.status).toBe(403);
    }
    // Its own client's project before the purchase: no fieldwork to close.
    const unbought = await closeFieldwork(owner, project._id);
    expect(unbought.status).toBe(409);
    expect(unbought.body).toMatchObject({ code: 'fieldwork.not_launched' });
  }, 120_000);
});
