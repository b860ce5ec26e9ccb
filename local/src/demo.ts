import { seedDemoAccounts, type DemoAccount } from '../../functions/src/accounts/demo.ts';
import { findLoginByEmail } from '../../functions/src/accounts/data/users.ts';
import { seedDemoProjects } from '../../functions/src/projects/demo.ts';
import { seedDemoSubscription } from '../../functions/src/billing/demo.ts';

/**
 * The demo data of `npm start`: accounts of every kind, each demo custom client's subscription,
 * then each demo client's folders and projects in every status (idempotent, so restarts keep them).
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

export function describeDemoAccounts(accounts: readonly DemoAccount[]): string[] {
  if (accounts.length === 0) return [];
  const width = Math.max(...accounts.map((account) => account.email.length));
  return [
    `  Demo logins (password ${accounts[0]?.password}):`,
    ...accounts.map((account) => `    ${account.email.padEnd(width)}  ${account.role}`),
  ];
}
