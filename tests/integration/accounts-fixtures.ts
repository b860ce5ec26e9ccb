import { accountsContract } from '@adpulse/shared';
import { invokeRoute } from '../support/invoke-route.ts';
import { afterAll, beforeAll, expect } from 'vitest';
import type { SubType } from '@adpulse/shared';
import type { Client, LoginResponse } from '@adpulse/shared/accounts/index';
import { createCustomClient } from '../../functions/src/accounts/operator.ts';
import { latestLinkTo, uniqueEmail } from '../support/invoke.ts';

/** Helpers shared by the accounts integration tests: real API flows, no shortcuts into the table. */
export const PASSWORD = 'Test-pass-2026';

/**
 * For files about roles, tenancy and management rather than passwords: scrypt at N=2^12
 * instead of the OWASP 2^17 while the file runs (SCRYPT_COST_LOG2, a test-only knob), so their
 * many sign-ups stay quick. Registration, session and account tests keep the OWASP cost.
 */
export function useFastHashing(): void {
  beforeAll(() => {
    process.env.SCRYPT_COST_LOG2 = '12';
  });
  afterAll(() => {
    delete process.env.SCRYPT_COST_LOG2;
  });
}

export function registrationBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    country: 'IT',
    companyName: 'Analytical Engines',
    phone: '0212345678',
    jobTitle: 'Founder',
    agreeToTerms: true as const,
    ...overrides,
  };
}

export async function login(email: string, password = PASSWORD, ip?: string): Promise<LoginResponse> {
  const answer = await invokeRoute(accountsContract.routes.login, {
    body: { email, password, domain: 'client' },
    ...(ip ? { ip } : {}),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** Sets the password through the newest confirm link sent to this address. */
export async function confirmFromOutbox(email: string, password = PASSWORD): Promise<void> {
  const { token } = latestLinkTo(email, 'confirm');
  const answer = await invokeRoute(accountsContract.routes.confirm, { body: { token, password } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(204);
}

export interface SignedIn {
  email: string;
  token: string;
  clientId: string;
  userId: string;
}

async function signedIn(email: string): Promise<SignedIn> {
  const answer = await login(email);
  const me = await invokeRoute(accountsContract.routes.getMe, { token: answer.token });
  return { email, token: answer.token, clientId: answer.accountId, userId: me.body.user._id };
}

/** A regular client registered, confirmed and signed in. */
export async function registeredUser(label = 'regular'): Promise<SignedIn> {
  const email = uniqueEmail(label);
  const answer = await invokeRoute(accountsContract.routes.register, { body: registrationBody(email) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  await confirmFromOutbox(email);
  return signedIn(email);
}

/** A custom client made by the operator command, its admin confirmed and signed in. */
export async function customAdmin(multiUser: boolean, label = 'custom'): Promise<SignedIn> {
  const email = uniqueEmail(`${label}-admin`);
  await createCustomClient({
    company: `${label} S.p.A.`,
    email,
    firstName: 'Ada',
    lastName: 'Admin',
    multiUser,
  });
  await confirmFromOutbox(email);
  return signedIn(email);
}

export interface Team {
  client: Client;
  milano: string;
  roma: string;
  admin: SignedIn;
  branch: SignedIn;
  researcher: SignedIn;
  collaborator: SignedIn;
}

/** A user created by an admin (or other manager) through the API, confirmed from the invitation. */
export async function invitedUser(
  manager: SignedIn,
  subType: SubType,
  branch?: string,
  extra: Record<string, unknown> = {},
): Promise<SignedIn> {
  const email = uniqueEmail(subType);
  const created = await invokeRoute(accountsContract.routes.createUser, {
    token: manager.token,
    params: { clientId: manager.clientId },
    body: { firstName: 'Test', lastName: subType, email, subType, ...(branch ? { branch } : {}), ...extra },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await confirmFromOutbox(email);
  return signedIn(email);
}

/**
 * A custom multi-user client: branches Milano (shares projects) and Roma, an admin, a branch
 * user of Milano, a researcher of Roma and a collaborator of Milano.
 */
export async function customTeam(label = 'team'): Promise<Team> {
  const admin = await customAdmin(true, label);
  const addBranch = async (name: string, shareProjects: boolean) => {
    const answer = await invokeRoute(accountsContract.routes.createBranch, {
      token: admin.token,
      params: { clientId: admin.clientId },
      body: { name, shareProjects },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const branch = answer.body.branches.find((candidate) => candidate.name === name);
    if (!branch) throw new Error(`Branch ${name} missing from the answer`);
    return branch._id;
  };
  const milano = await addBranch('Milano', true);
  const roma = await addBranch('Roma', false);
  const [branch, researcher, collaborator] = await Promise.all([
    invitedUser(admin, 'branch', milano),
    invitedUser(admin, 'researcher', roma),
    invitedUser(admin, 'collaborator', milano),
  ]);
  const client = await invokeRoute(accountsContract.routes.getClient, {
    token: admin.token,
    params: { clientId: admin.clientId },
  });
  return { client: client.body, milano, roma, admin, branch, researcher, collaborator };
}

/** The kinds of user of spec section 6's role table. */
export type Role = 'regular' | 'customSingle' | 'admin' | 'branch' | 'researcher' | 'collaborator';
export const ROLES: Role[] = ['regular', 'customSingle', 'admin', 'branch', 'researcher', 'collaborator'];

/** One signed-in user of every role: a regular user, a custom single-user admin and a custom team. */
export async function everyRole(label: string): Promise<Record<Role, SignedIn> & Team> {
  const [regular, customSingle, team] = await Promise.all([
    registeredUser(`${label}-regular`),
    customAdmin(false, `${label}-single`),
    customTeam(label),
  ]);
  return { regular, customSingle, ...team };
}
