import { seedDemoAccounts, type DemoAccount } from '../../functions/src/accounts/demo.ts';
import { findLoginByEmail } from '../../functions/src/accounts/data/users.ts';
import { seedDemoWorkspace } from '../../functions/src/workflows/index.ts';
import { seedDemoSubscription } from '../../functions/src/billing/demo.ts';
import type { ProjectRecord } from '../../functions/src/projects/index.ts';
import type { FieldingProject } from './demo-fielding.ts';
import { seedAnalysedProject } from './demo-results.ts';
import { demoResultProjects } from './demo-story.ts';

/** The drafts of a demo client's workspace (pending at every wizard step, two of each). */
const DEMO_DRAFTS = 10;

/**
 * The demo data of `npm start`: accounts of every kind, each demo custom client's subscription,
 * then each demo client's folders and drafts (idempotent, so restarts keep them). Their bought
 * projects, closed with results or still fielding, come after, from seedDemoAnalyses.
 */
export async function seedDemo(): Promise<DemoAccount[]> {
  const accounts = await seedDemoAccounts();
  const clients = await demoClients(accounts);
  for (const client of clients) {
    if (client.clientType === 'custom') await seedDemoSubscription(client.clientId);
  }
  for (const client of clients) {
    await seedDemoWorkspace(client.clientId, { projects: DEMO_DRAFTS, draftsOnly: true });
  }
  return accounts;
}

/** The demo accounts' clients, each once (several demo users share a client). */
async function demoClients(
  accounts: readonly DemoAccount[],
): Promise<{ clientId: string; clientType: string }[]> {
  const clients = new Map<string, string>();
  for (const account of accounts) {
    const login = await findLoginByEmail(account.email);
    if (login) clients.set(login.client.clientId, login.client.clientType);
  }
  return [...clients].map(([clientId, clientType]) => ({ clientId, clientType }));
}

/**
 * Each demo client's bought projects (local/src/demo-story.ts): fielded by simulated respondents,
 * labelled so, and analysed by the product's own run, the closed ones finally and the fielding
 * ones partially; `progress` hears of each one done. Idempotent: a restart finds them done.
 * Answers the projects still fielding, which keepDemoFielding goes on answering.
 */
export async function seedDemoAnalyses(
  accounts: readonly DemoAccount[],
  progress: (project: ProjectRecord, done: number, total: number) => void = () => undefined,
): Promise<FieldingProject[]> {
  const specs = (await demoClients(accounts)).flatMap(({ clientId }) => demoResultProjects(clientId));
  const fielding: FieldingProject[] = [];
  for (const [index, spec] of specs.entries()) {
    const project = await seedAnalysedProject(spec);
    if (project.status === 'active') fielding.push({ clientId: spec.clientId, projectId: spec.projectId });
    progress(project, index + 1, specs.length);
  }
  return fielding;
}

export function describeDemoAccounts(accounts: readonly DemoAccount[]): string[] {
  if (accounts.length === 0) return [];
  const width = Math.max(...accounts.map((account) => account.email.length));
  return [
    `  Demo logins (password ${accounts[0]?.password}):`,
    ...accounts.map((account) => `    ${account.email.padEnd(width)}  ${account.role}`),
  ];
}
