import { projectsContract } from '@adpulse/shared';
import { invokeRoute, malformed } from '../support/invoke-route.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { findProject } from '../../functions/src/projects/data/store.ts';
import { registeredUser, type SignedIn } from './accounts-fixtures.ts';
import { expectStatus, newProject } from './projects-fixtures.ts';

let user: SignedIn;
beforeAll(async () => {
  user = await registeredUser('concurrent-patch');
}, 60_000);

const ROUNDS = 20;
const AT_ONCE = 16;

describe('concurrent PATCH /projects/{projectId}', () => {
  it(`answers 200 or 409/429 (never 5xx) to ${AT_ONCE} PATCHes at once, ${ROUNDS} times over, and keeps every acknowledged write`, async () => {
    const statuses: Record<number, number> = {};
    for (let round = 0; round < ROUNDS; round += 1) {
      const project = await newProject(user, `Race ${round}`);
      const before = await findProject(user.clientId, project._id);
      // Half rename (the name words and the card change: a transaction), half change the audience
      // only (one conditional put), so both write paths collide.
      const bodies = Array.from({ length: AT_ONCE }, (_, i) =>
        i % 2 === 0
          ? { name: `Race ${round} writer ${i}` }
          : { audience: { sampleSize: i % 4 === 1 ? 50 : 300 } },
      );
      const answers = await Promise.all(
        bodies.map((body) =>
          invokeRoute(projectsContract.routes.updateProject, {
            token: user.token,
            params: { projectId: project._id },
            body: malformed(body),
          }),
        ),
      );
      for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      for (const answer of answers)
        if (answer.status === 409) expect(answer.error?.code).toBe('common.conflict');
      const done = answers.filter((answer) => answer.status === 200).map((answer) => answer.body);
      const after = await invokeRoute(projectsContract.routes.getProject, {
        token: user.token,
        params: { projectId: project._id },
      });
      expectStatus(after, 200);
      // Every acknowledged write made its own version: none was written over another.
      const stored = await findProject(user.clientId, project._id);
      expect(stored?.version).toBe((before?.version ?? 0) + done.length);
      // Each acknowledged write answered its own change, and the final state is made of them.
      bodies.forEach((body, i) => {
        if (answers[i]?.status !== 200) return;
        if ('name' in body) expect(answers[i]?.body.name).toBe(body.name);
        else expect(answers[i]?.body.audience.sampleSize).toBe(body.audience.sampleSize);
      });
      const names = done.map((written) => written.name);
      const sizes = done.map((written) => written.audience.sampleSize);
      expect([project.name, ...names]).toContain(after.body.name);
      expect([project.audience.sampleSize, ...sizes]).toContain(after.body.audience.sampleSize);
    }
    console.info('concurrent PATCH statuses', statuses);
    expect(Object.keys(statuses).every((status) => ['200', '409', '429'].includes(status))).toBe(true);
  }, 600_000);
});
