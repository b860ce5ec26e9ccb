import { PREVIEW_TEST_ID, type TestDefinition } from '@adpulse/shared/fieldwork/index';
import type { Session } from '../platform/auth/session.ts';
import { readyAssets } from '../assets/index.ts';
import { getProject, scopeOf } from '../projects/index.ts';
import { findFieldwork } from './data/fieldwork-store.ts';
import { advertiserOf, testContentOf } from './launch.ts';
import { definitionOf } from './respondent-entry.ts';

/**
 * GET /projects/{projectId}/preview: the caller's project's test as a respondent takes it (the
 * launched content, or what launching now would give), always open. It has no test id of its
 * own and opens no session: the preview runs on the client's device and sends nothing back.
 */
export async function readPreview(session: Session, projectId: string): Promise<TestDefinition> {
  const project = await getProject(session.clientId, await scopeOf(session), projectId);
  const fieldwork = await findFieldwork(session.clientId, projectId);
  const content =
    fieldwork?.content ??
    testContentOf(
      project,
      await readyAssets(session.clientId, projectId),
      await advertiserOf(session.clientId),
    );
  return definitionOf(PREVIEW_TEST_ID, 'open', content);
}
