import { seedDemoAccounts, type DemoAccount } from '../../functions/src/accounts/demo.ts';
import { findLoginByEmail } from '../../functions/src/accounts/data/users.ts';
import { seedDemoWorkspace } from '../../functions/src/workflows/index.ts';
import { seedDemoSubscription } from '../../functions/src/billing/demo.ts';
import { seedDemoResults } from './demo-results.ts';

/**
 * The demo data of `npm start`: accounts of every kind, each demo custom client's subscription,
 * then each demo client's folders and projects in every status (idempotent, so restarts keep them).
 * Their analysed projects come after, from seedDemoAnalyses.
 */
export async function seedDemo(): Promise<DemoAccount[]> {
  const accounts = await seedDemoAccounts();
  const clients = await demoClients(accounts);
  for (const client of clients) {
    if (client.clientType === 'custom') await seedDemoSubscription(client.clientId);
  }
  for (const client of clients) await seedDemoWorkspace(client.clientId);
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
 * Each demo client's analysed projects (local/src/demo-results.ts): fielded by simulated
 * respondents, labelled so, and analysed by the product's own run. Idempotent: a restart finds
 * them done. Answers how many analysed projects the demo clients have.
 */
export async function seedDemoAnalyses(accounts: readonly DemoAccount[]): Promise<number> {
  let analysed = 0;
  for (const { clientId } of await demoClients(accounts))
    analysed += (await seedDemoResults(clientId)).length;
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
