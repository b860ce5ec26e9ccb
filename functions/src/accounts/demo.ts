import type { ClientType, SubType } from '@adpulse/shared';
import { createClientWithAdmin, createUserInClient, type NewUser } from './account-creation.ts';
import { addBranchRecord } from './branches.ts';
import { storePassword } from './password-links.ts';
import { findClient } from './data/clients.ts';
import type { ClientRecord, UserRecord } from './data/records.ts';
import { findLoginByEmail } from './data/users.ts';

/** Demo accounts of the local runtime (also written in the README). */
export const DEMO_PASSWORD = 'Demo-pass-2026';
const REGULAR_EMAIL = 'demo@adpulse.local';
const CUSTOM_DOMAIN = 'custom.adpulse.local';
const CUSTOM_COMPANY = 'Demo Custom S.p.A.';

export interface DemoAccount {
  email: string;
  password: string;
  role: string;
  clientType: ClientType;
  subType: SubType;
  branch?: string;
}

const customUsers: { subType: SubType; firstName: string; branch?: 'Milano' | 'Roma' }[] = [
  { subType: 'admin', firstName: 'Ada' },
  { subType: 'branch', firstName: 'Bruno', branch: 'Milano' },
  { subType: 'researcher', firstName: 'Rita', branch: 'Roma' },
  { subType: 'collaborator', firstName: 'Carlo', branch: 'Milano' },
];

/**
 * Seeds a regular client (demo@adpulse.local) and a custom multi-user client with branches
 * Milano (shares its projects) and Roma and one user of each sub-type
 * (<subType>@custom.adpulse.local), all confirmed with DEMO_PASSWORD and no e-mail sent.
 * Idempotent: what exists is left as it is.
 */
export async function seedDemoAccounts(): Promise<DemoAccount[]> {
  const accounts: DemoAccount[] = [];
  if (!(await findLoginByEmail(REGULAR_EMAIL))) {
    const { user } = await createClientWithAdmin(
      {
        clientType: 'regular',
        multiUser: false,
        companyName: 'Demo Brand S.r.l.',
        registration: { country: 'IT', newsletterRegistration: false, type: 'predict' },
      },
      { firstName: 'Demo', lastName: 'Regular', email: REGULAR_EMAIL, company: 'Demo Brand S.r.l.' },
      'en',
    );
    await activate(user);
  }
  accounts.push({
    email: REGULAR_EMAIL,
    password: DEMO_PASSWORD,
    role: 'regular',
    clientType: 'regular',
    subType: 'admin',
  });

  const client = await customClient();
  for (const spec of customUsers) {
    const email = `${spec.subType}@${CUSTOM_DOMAIN}`;
    const branch = client.branches.find((candidate) => candidate.name === spec.branch)?._id;
    if (!(await findLoginByEmail(email))) {
      const input: NewUser = {
        firstName: spec.firstName,
        lastName: 'Demo',
        email,
        subType: spec.subType,
        company: CUSTOM_COMPANY,
        ...(branch ? { branch } : {}),
      };
      await activate(await createUserInClient(client.clientId, input, 'en'));
    }
    accounts.push({
      email,
      password: DEMO_PASSWORD,
      role: `custom multi-user ${spec.subType}`,
      clientType: 'custom',
      subType: spec.subType,
      ...(spec.branch ? { branch: spec.branch } : {}),
    });
  }
  return accounts;
}

/** The demo custom client, found through its admin's e-mail or created with its branches. */
async function customClient(): Promise<ClientRecord> {
  const admin = await findLoginByEmail(`admin@${CUSTOM_DOMAIN}`);
  if (admin) return admin.client;
  const { client, user } = await createClientWithAdmin(
    { clientType: 'custom', multiUser: true, companyName: CUSTOM_COMPANY },
    { firstName: 'Ada', lastName: 'Demo', email: `admin@${CUSTOM_DOMAIN}`, company: CUSTOM_COMPANY },
    'en',
  );
  await activate(user);
  await addBranchRecord(client.clientId, { name: 'Milano', shareProjects: true });
  await addBranchRecord(client.clientId, { name: 'Roma', shareProjects: false });
  const seeded = await findClient(client.clientId);
  if (!seeded) throw new Error('The demo client vanished while being seeded');
  return seeded;
}

async function activate(user: UserRecord): Promise<void> {
  if (!(await storePassword(user, DEMO_PASSWORD, { activate: true }))) {
    throw new Error(`Could not set the demo password of ${user.email}`);
  }
}
