import { describe, expect, it } from 'vitest';
import { PROJECT_STATUSES } from '@adpulse/shared/projects/index';
import { findLoginByEmail } from '../../functions/src/accounts/data/users.ts';
import { listFolderItems } from '../../functions/src/folders/data/store.ts';
import { listProjects } from '../../functions/src/projects/data/list.ts';
import { EVERY_BRANCH } from '../../functions/src/projects/visibility.ts';
import { seedDemo } from '../../local/src/demo.ts';

describe('the demo data of npm start', () => {
  it('gives each demo client folders and projects in every status, once however often it runs', async () => {
    await seedDemo();
    await seedDemo();
    for (const email of ['demo@adpulse.local', 'admin@custom.adpulse.local']) {
      const clientId = (await findLoginByEmail(email))?.client.clientId;
      expect(clientId, email).toBeDefined();
      const list = (projectsStatus?: (typeof PROJECT_STATUSES)[number]) =>
        listProjects(clientId!, EVERY_BRANCH, {
          ...(projectsStatus ? { projectsStatus } : {}),
          projectsInfolder: 'any',
          limit: 1,
          skip: 0,
          sort: 'dec',
        });
      expect((await list()).total, email).toBe(24);
      for (const status of PROJECT_STATUSES) expect((await list(status)).total, status).toBeGreaterThan(0);
      expect(await listFolderItems(clientId!), email).toHaveLength(4);
    }
  }, 60_000);
});
