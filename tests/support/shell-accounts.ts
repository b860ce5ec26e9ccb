import { createClientWithAdmin } from '../../functions/src/accounts/account-creation.ts';
import { DEMO_PASSWORD } from '../../functions/src/accounts/demo.ts';
import { storePassword } from '../../functions/src/accounts/password-links.ts';
import { findLoginByEmail } from '../../functions/src/accounts/data/users.ts';

/**
 * A regular account of the shell's browser tests, apart from demo@adpulse.local so that the
 * login test still meets the demo user's first login. Runs in the runtime's process.
 */
export const SHELL_REGULAR_EMAIL = 'shell-regular@adpulse.test';
/** A custom single-user client: the demo data has only a multi-user one. */
export const SHELL_CUSTOM_SINGLE_EMAIL = 'shell-custom@adpulse.test';

export async function seedShellAccounts(): Promise<void> {
  await seedAccount(SHELL_REGULAR_EMAIL, 'regular');
  await seedAccount(SHELL_CUSTOM_SINGLE_EMAIL, 'custom');
}

async function seedAccount(email: string, clientType: 'regular' | 'custom'): Promise<void> {
  if (await findLoginByEmail(email)) return;
  const { user } = await createClientWithAdmin(
    {
      clientType,
      multiUser: false,
      companyName: 'Shell Test S.r.l.',
      registration: { country: 'IT', newsletterRegistration: false, type: 'predict' },
    },
    { firstName: 'Shell', lastName: clientType, email, company: 'Shell Test S.r.l.' },
    'en',
  );
  if (!(await storePassword(user, DEMO_PASSWORD, { activate: true }))) {
    throw new Error(`Could not set the password of ${email}`);
  }
}
