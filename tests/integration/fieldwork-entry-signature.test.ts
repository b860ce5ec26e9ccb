import { fieldworkContract } from '@adpulse/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchFieldwork } from '../../functions/src/fieldwork/index.ts';
import { findFieldwork } from '../../functions/src/fieldwork/data/fieldwork-store.ts';
import { signDynataUrl } from '../../functions/src/fieldwork/panel/dynata-signing.ts';
import { withPureSpectrumHash } from '../../functions/src/fieldwork/panel/links.ts';
import {
  forgetPanelSecrets,
  PANEL_SECRETS_ENV,
  panelSecretsSchema,
} from '../../functions/src/fieldwork/panel/secrets.ts';
import { markProjectActive } from '../../functions/src/projects/index.ts';
import { invokeRoute } from '../support/invoke-route.ts';
import { registeredUser } from './accounts-fixtures.ts';
import { projectAtCheckout } from './wizard-fixtures.ts';

/**
 * Issue 23: with a live panel, an entry is taken only from a link the provider signed
 * (respondent-entry.ts -> entry-signature.ts -> links.ts verifyEntry). A missing, altered or
 * foreign-signed link answers 403 fieldwork.entry_signature and starts no session.
 */
const SECRETS = panelSecretsSchema.parse({
  dynata: {
    accessKey: 'return-access',
    secretKey: 'return-secret-key-0123456789',
    entry: { accessKey: 'entry-access', secretKey: 'entry-secret-key-0123456789' },
  },
  'pure-spectrum': { hashSecret: 'ps-shared-secret-42', hashAlgorithm: 'sha256' },
});
const APP = 'https://app.adpulse.test';
const saved = { mode: process.env.PANEL_MODE, secrets: process.env[PANEL_SECRETS_ENV] };
let dynataTestId = '';
let pureSpectrumTestId = '';

async function launched(panel: 'dynata' | 'pure-spectrum'): Promise<string> {
  const owner = await registeredUser(`signature-${panel}`);
  const project = await projectAtCheckout(owner, 'abtest');
  await markProjectActive(owner.clientId, project._id);
  await launchFieldwork(owner.clientId, project._id, panel);
  const testId = (await findFieldwork(owner.clientId, project._id, true))?.tests[panel];
  if (!testId) throw new Error('fieldwork did not launch');
  return testId;
}

beforeAll(async () => {
  dynataTestId = await launched('dynata');
  pureSpectrumTestId = await launched('pure-spectrum');
  process.env.PANEL_MODE = 'live';
  process.env[PANEL_SECRETS_ENV] = JSON.stringify(SECRETS);
  forgetPanelSecrets();
});

afterAll(() => {
  process.env.PANEL_MODE = saved.mode;
  if (saved.secrets === undefined) delete process.env[PANEL_SECRETS_ENV];
  else process.env[PANEL_SECRETS_ENV] = saved.secrets;
  forgetPanelSecrets();
});

function enter(
  testId: string,
  provider: 'dynata' | 'pure-spectrum',
  params: Record<string, string>,
  url: string | undefined,
) {
  const respondentId = provider === 'dynata' ? (params.pid ?? '') : (params.transaction_id ?? '');
  return invokeRoute(fieldworkContract.routes.startSession, {
    params: { testId },
    body: {
      panel: { provider, respondentId, params, ...(url ? { url } : {}) },
      screener: { age: 30, gender: 'female', region: 'centre' },
      consent: { webcam: false },
    },
  });
}

const inAnHour = () => new Date(Date.now() + 3_600_000);
let counter = 0;
const dynataParams = () => ({
  pid: String(Date.now() + (counter += 1)).slice(-9),
  psid: `psid-${counter}`,
  k2: '4242',
});
const dynataLink = (testId: string, params: Record<string, string>, keys = SECRETS.dynata.entry) =>
  signDynataUrl(`${APP}/t/${testId}`, params, keys ?? SECRETS.dynata, inAnHour());

function expectRefused(answer: { status: number; body: unknown }) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(403);
  expect(answer.body).toMatchObject({ code: 'fieldwork.entry_signature' });
  expect(answer.body).not.toHaveProperty('sessionId');
}

describe('a live Dynata entry', () => {
  it('starts a session from a link Dynata signed', async () => {
    const params = dynataParams();
    const answer = await enter(dynataTestId, 'dynata', params, dynataLink(dynataTestId, params));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toHaveProperty('sessionId');
  });

  it('refuses no link, a tampered signature, other keys, swapped parameters, an expired link, another test', async () => {
    const params = dynataParams();
    const good = dynataLink(dynataTestId, params);
    expectRefused(await enter(dynataTestId, 'dynata', params, undefined));
    expectRefused(
      await enter(
        dynataTestId,
        'dynata',
        params,
        good.replace(/signature=([0-9a-f])/, (_, c: string) => `signature=${c === '0' ? '1' : '0'}`),
      ),
    );
    expectRefused(
      await enter(
        dynataTestId,
        'dynata',
        params,
        dynataLink(dynataTestId, params, {
          accessKey: 'entry-access',
          secretKey: 'a-guess-of-the-secret-key',
        }),
      ),
    );
    expectRefused(await enter(dynataTestId, 'dynata', { ...params, pid: '1' }, good));
    const expired = signDynataUrl(
      `${APP}/t/${dynataTestId}`,
      params,
      SECRETS.dynata.entry ?? SECRETS.dynata,
      new Date(Date.now() - 1000),
    );
    expectRefused(await enter(dynataTestId, 'dynata', params, expired));
    expectRefused(await enter(dynataTestId, 'dynata', params, dynataLink('another-test', params)));
  });
});

describe('a live PureSpectrum entry', () => {
  const link = (testId: string, transaction: string) =>
    withPureSpectrumHash(`${APP}/t/${testId}?transaction_id=${transaction}`, SECRETS);

  it('starts a session from a link whose ps_hash holds', async () => {
    const transaction = `tx-${Date.now()}`;
    const answer = await enter(
      pureSpectrumTestId,
      'pure-spectrum',
      { transaction_id: transaction },
      link(pureSpectrumTestId, transaction),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  });

  it('refuses no link, a wrong hash, and a transaction other than the hashed one', async () => {
    const transaction = `tx-${Date.now()}-b`;
    const params = { transaction_id: transaction };
    expectRefused(await enter(pureSpectrumTestId, 'pure-spectrum', params, undefined));
    expectRefused(
      await enter(
        pureSpectrumTestId,
        'pure-spectrum',
        params,
        `${APP}/t/${pureSpectrumTestId}?transaction_id=${transaction}&ps_hash=${'0'.repeat(64)}`,
      ),
    );
    expectRefused(
      await enter(
        pureSpectrumTestId,
        'pure-spectrum',
        { transaction_id: 'tx-someone-else' },
        link(pureSpectrumTestId, transaction),
      ),
    );
  });
});
