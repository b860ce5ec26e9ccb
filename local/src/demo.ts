import { seedDemoAccounts, type DemoAccount } from '../../functions/src/accounts/demo.ts';

/** The demo data of `npm start`: accounts of every kind (idempotent, so restarts keep them). */
export async function seedDemo(): Promise<DemoAccount[]> {
  return seedDemoAccounts();
}

export function describeDemoAccounts(accounts: readonly DemoAccount[]): string[] {
  if (accounts.length === 0) return [];
  const width = Math.max(...accounts.map((account) => account.email.length));
  return [
    `  Demo logins (password ${accounts[0]?.password}):`,
    ...accounts.map((account) => `    ${account.email.padEnd(width)}  ${account.role}`),
  ];
}
