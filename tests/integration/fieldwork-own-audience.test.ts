import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkFieldwork,
  readProjectSessions,
  sendSimulatedRespondents,
} from '../../functions/src/fieldwork/index.ts';
import { findFieldwork } from '../../functions/src/fieldwork/data/fieldwork-store.ts';
import { launchFieldwork } from '../../functions/src/fieldwork/index.ts';
import { markProjectActive } from '../../functions/src/projects/index.ts';
import { registeredUser, type SignedIn } from './accounts-fixtures.ts';
import { answerAndComplete, fieldworkView, startedSession, testLinks } from './fieldwork-fixtures.ts';
import { ITALIAN_AUDIENCE, patchProject, projectAtCheckout } from './wizard-fixtures.ts';

/**
 * Issue 23, "Own audience": a project whose audience is the client's own (the direct link) gets
 * real respondents only, in every panel mode: the simulated panel never fills it, while its
 * direct link's completes count toward the sample as usual. The integration runtime runs the
 * simulated panel (PANEL_MODE=simulated); the checks here run with the simulated respondents on.
 */

let owner: SignedIn;
beforeAll(async () => {
  owner = await registeredUser('own-audience');
});

/** A bought project (active, fieldwork launched) whose audience is `source`. */
async function launched(source: 'own' | 'panel') {
  const project = await projectAtCheckout(owner, 'discover');
  await patchProject(owner, project._id, { audience: { ...ITALIAN_AUDIENCE, source } });
  await markProjectActive(owner.clientId, project._id);
  await launchFieldwork(owner.clientId, project._id, 'dynata');
  const fieldwork = await findFieldwork(owner.clientId, project._id, true);
  if (!fieldwork?.tests.direct) throw new Error('fieldwork did not launch');
  return { projectId: project._id, directTestId: fieldwork.tests.direct };
}

const noLiveAnalysis = { requestLive: () => Promise.resolve() };
/** The fieldwork check as the machine runs it under npm start: the simulated panel sends its waves. */
const simulatedPanelOn = {};

describe('an own audience under the simulated panel', () => {
  it('gets no simulated respondent over several checks, where a panel audience gets them', async () => {
    const own = await launched('own');
    let sent = 0;
    for (let check = 0; check < 3; check += 1) {
      const result = await checkFieldwork(
        { clientId: owner.clientId, projectId: own.projectId, sent },
        noLiveAnalysis,
        simulatedPanelOn,
      );
      expect(result.state).toBe('fielding');
      sent = result.sent;
    }
    expect(sent).toBe(0);
    const direct = await sendSimulatedRespondents(owner.clientId, own.projectId, 0, 2);
    expect(direct.sent).toBe(0);
    const record = await findFieldwork(owner.clientId, own.projectId, true);
    expect(record?.counts.entries).toBe(0);
    expect(await readProjectSessions(owner.clientId, own.projectId)).toHaveLength(0);

    // The same driver does send to a panel audience: the check above could have failed.
    const panel = await launched('panel');
    const wave = await sendSimulatedRespondents(owner.clientId, panel.projectId, 0, 2);
    expect(wave.sent).toBe(2);
    expect((await findFieldwork(owner.clientId, panel.projectId, true))?.counts.entries).toBe(2);
  }, 240_000);

  it('counts real completes through the direct link toward the sample, and shows that link alone', async () => {
    const own = await launched('own');
    const links = await testLinks(owner, own.projectId);
    expect(links.status).toBe(200);
    expect(links.body.items.map((link) => link.panel)).toEqual(['direct']);
    expect(links.body.items[0]?.testId).toBe(own.directTestId);

    for (let respondent = 0; respondent < 2; respondent += 1) {
      const { sessionId, stimuli } = await startedSession(own.directTestId, { webcam: false });
      await answerAndComplete(sessionId, stimuli);
    }
    await checkFieldwork(
      { clientId: owner.clientId, projectId: own.projectId, sent: 0 },
      noLiveAnalysis,
      simulatedPanelOn,
    );
    const view = await fieldworkView(owner, own.projectId);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ audienceSource: 'own', completes: 2, entries: 2, state: 'fielding' });
    const sessions = await readProjectSessions(owner.clientId, own.projectId, { statuses: ['complete'] });
    expect(sessions).toHaveLength(2);
    expect(sessions.every((session) => !session.simulated)).toBe(true);
  }, 240_000);
});
