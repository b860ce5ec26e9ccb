import { seedDemoAccounts, type DemoAccount } from '../../functions/src/accounts/demo.ts';
import { findLoginByEmail } from '../../functions/src/accounts/data/users.ts';
import { seedDemoProjects } from '../../functions/src/projects/demo.ts';
import { seedDemoSubscription } from '../../functions/src/billing/demo.ts';
import { seedDemoResults } from './demo-results.ts';

/**
 * The demo data of `npm start`: accounts of every kind, each demo custom client's subscription,
 * then each demo client's folders and projects in every status (idempotent, so restarts keep them).
 * Their analysed projects come after, from seedDemoAnalyses.
 */
export async function seedDemo(): Promise<DemoAccount[]> {
  const accounts = await seedDemoAccounts();
  const clientIds = new Set<string>();
  for (const account of accounts) {
    const login = await findLoginByEmail(account.email);
    if (!login) continue;
    clientIds.add(login.client.clientId);
    if (login.client.clientType === 'custom') await seedDemoSubscription(login.client.clientId);
  }
  for (const clientId of clientIds) await seedDemoProjects(clientId);
  return accounts;
}

/**
 * Each demo client's analysed projects (local/src/demo-results.ts): fielded by simulated
 * respondents, labelled so, and analysed by the product's own run. Idempotent: a restart finds
 * them done. Answers how many analysed projects the demo clients have.
 */
export async function seedDemoAnalyses(accounts: readonly DemoAccount[]): Promise<number> {
  const clientIds = new Set<string>();
  for (const account of accounts) {
    const login = await findLoginByEmail(account.email);
    if (login) clientIds.add(login.client.clientId);
  }
  let analysed = 0;
  for (const clientId of clientIds) analysed += (await seedDemoResults(clientId)).length;
  return analysed;
}

export function describeDemoAccounts(accounts: readonly DemoAccount[]): string[] {
  if (accounts.length === 0) return [];
  const width = Math.max(...accounts.map((account) => account.email.length));
  return [
    `  Demo logins (password ${accounts[0]?.password}):`,
    ...accounts.map((account) => `    ${account.email.padEnd(width)}  ${account.role}`),
  ];
}
