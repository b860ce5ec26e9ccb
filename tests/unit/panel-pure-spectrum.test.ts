import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pureSpectrumConnector } from '../../functions/src/fieldwork/panel/connectors/pure-spectrum.ts';
import { linksOf, type ExitOutcome, type PanelIdentity } from '../../functions/src/fieldwork/panel/links.ts';
import { panelSecretsSchema, type PanelSecrets } from '../../functions/src/fieldwork/panel/secrets.ts';
import { arrive, refusal, specsOf } from '../support/panel-life.ts';
import { startPureSpectrumStandIn, type PureSpectrumStandIn } from '../support/pure-spectrum-stand-in.ts';

/**
 * The PureSpectrum connector against a local PureSpectrum that speaks the documented Buy API,
 * across a survey's whole life: feasibility and price → create and launch → respondents in (the
 * outbound ps_hash, checked) and out (our ps_hash, checked by PureSpectrum) → pause, re-launch →
 * close → reconcile; then the documented errors.
 */
const accessToken = 'ps-access-token-123';
const hashSecret = 'shared-hash-secret-for-redirects';
let ps: PureSpectrumStandIn;
let secrets: PanelSecrets;

beforeAll(async () => {
  ps = await startPureSpectrumStandIn({
    accessToken,
    hashSecret,
    hashAlgorithm: 'sha256',
    reachPerQuota: { it_IT: 80, en_UK: 5 },
    cpi: 3.1,
  });
  secrets = panelSecretsSchema.parse({
    dynata: { accessKey: 'unused', secretKey: 'unused-in-this-test-0123' },
    'pure-spectrum': {
      hashSecret,
      hashAlgorithm: 'sha256',
      exitUrl: `${ps.url}/surveydone`,
      api: { baseUrl: `${ps.url}/buyers/v2`, accessToken },
    },
  });
});
afterAll(() => ps.stop());

const links = linksOf('pure-spectrum');
const testUrl = 'https://app.adpulse.example/t/test-ps-1';
const audience = {
  country: 'IT',
  language: 'it',
  population: 'primary' as const,
  genre: { female: true },
  group35_54: true,
  region: ['centre'],
};
const spec = specsOf('pure-spectrum', testUrl, audience, 60);
const connector = (overrides: Partial<{ baseUrl: string; accessToken: string }> = {}) =>
  pureSpectrumConnector({ ...secrets['pure-spectrum'].api!, ...overrides });

const exitLink = (outcome: ExitOutcome, identity: PanelIdentity) =>
  links.exitUrl(outcome, identity, { testId: 'test-ps-1', appUrl: 'https://app.adpulse.example', secrets });

describe('PureSpectrum connector: the whole life of a survey', () => {
  it('prices, launches, takes respondents in and out with hashes both ways, pauses, closes and reconciles', async () => {
    const panel = connector();
    expect(await panel.quote(spec('adpulse-s1'))).toEqual({
      status: 'READY',
      feasible: true,
      available: 80,
      costPerInterview: 3.1,
      currency: 'USD',
    });
    const feasibilityCall = ps.calls.find((call) => call.path === '/buyers/v2/feasibility')!;
    const asked = JSON.parse(feasibilityCall.body.toString('utf8')) as {
      survey_localization: string;
      quotas: { required_count: number; criteria: unknown[] }[];
    };
    expect(asked.survey_localization).toBe('it_IT');
    expect(asked.quotas).toEqual([
      {
        buyer_quota_id: 'group35_54:female',
        required_count: 60,
        criteria: [
          { qualification_code: 229, condition_codes: ['3'] },
          { qualification_code: 211, condition_codes: ['112'] },
          { qualification_code: 212, range_sets: [{ from: 35, to: 54, units: 311 }] },
        ],
      },
    ]);
    expect(await panel.quote(spec('adpulse-s1', {}, 100))).toMatchObject({ feasible: false });

    const id = await panel.create(spec('adpulse-s1'));
    expect(await panel.status(id)).toEqual({ state: 'draft', completes: 0, starts: null });
    expect(ps.sendRespondent(id)).toEqual({ refused: 'status 11' });
    await panel.launch(id);

    const entries = [0, 1, 2, 3].map(() => ps.sendRespondent(id) as string);
    const [ann, ben, cat, dan] = entries.map((url) => arrive('pure-spectrum', url, secrets));
    expect(links.verifyEntry(entries[0]!.replace('ps-tx-', 'ps-tx-9'), secrets)).toBe(false);

    expect((await ps.followExit(exitLink('complete', ann!))).body).toMatchObject({ recorded: 'complete' });
    expect((await ps.followExit(exitLink('screenout', ben!))).body).toMatchObject({
      recorded: 'termination',
    });
    expect((await ps.followExit(exitLink('quality', cat!))).body).toMatchObject({ recorded: 'quality' });
    // A termination turned into a complete is stored as fraud, never counted.
    const forged = exitLink('screenout', dan!).replace('st=18', 'st=21');
    expect((await ps.followExit(forged)).body).toMatchObject({ recorded: 'fraud' });
    expect(await panel.status(id)).toEqual({ state: 'live', completes: 1, starts: null });

    await panel.pause(id);
    expect((await panel.status(id)).state).toBe('paused');
    expect(ps.sendRespondent(id)).toEqual({ refused: 'status 33' });
    await panel.launch(id);
    expect((await panel.status(id)).state).toBe('live');
    await panel.close(id);
    expect(await panel.status(id)).toEqual({ state: 'closed', completes: 1, starts: null });

    // Ann's complete is already final (surveydone); Cat's quality termination is confirmed.
    expect(
      await panel.reconcile(id, [
        { respondent: ann!.params.transaction_id!, accepted: true },
        { respondent: cat!.params.transaction_id!, accepted: false },
      ]),
    ).toEqual({ updated: 1, alreadyFinal: 1 });
    expect(ps.surveys.get(id)!.transactions.get(cat!.params.transaction_id!)?.reconciled).toBe('quality');
  });
});

describe('PureSpectrum connector: the documented errors', () => {
  it('rejected targeting: a localization PureSpectrum does not field answers 400 with its ps_error body', async () => {
    const restricted = await startPureSpectrumStandIn({
      accessToken,
      hashSecret,
      hashAlgorithm: 'sha256',
      reachPerQuota: {},
      cpi: 1,
      localizations: ['en_US'],
    });
    try {
      const error = await refusal(
        connector({ baseUrl: `${restricted.url}/buyers/v2` }).quote(spec('adpulse-e1')),
      );
      expect(error).toMatchObject({ kind: 'rejected-targeting', providerCode: '1002' });
      expect(error.message).toMatch(/Invalid survey_localization it_IT/);
    } finally {
      await restricted.stop();
    }
  });

  it('rejected targeting before any call: a region our table does not hold', async () => {
    const calls = ps.calls.length;
    expect(await refusal(connector().create(spec('adpulse-e5', { region: ['atlantis'] })))).toMatchObject({
      kind: 'rejected-targeting',
    });
    expect(ps.calls.length).toBe(calls);
  });

  it('closed survey: a closed survey cannot go live again', async () => {
    const panel = connector();
    const id = await panel.create(spec('adpulse-e2'));
    await panel.launch(id);
    await panel.close(id);
    const error = await refusal(panel.launch(id));
    expect(error).toMatchObject({ kind: 'closed', providerCode: '1011' });
  });

  it('bad token: a wrong access-token is refused with 401', async () => {
    const error = await refusal(connector({ accessToken: 'stolen-or-stale' }).quote(spec('adpulse-e3')));
    expect(error).toMatchObject({ kind: 'bad-token', providerCode: '401' });
  });

  it('an unknown transaction cannot be reconciled', async () => {
    const panel = connector();
    const id = await panel.create(spec('adpulse-e4'));
    const error = await refusal(panel.reconcile(id, [{ respondent: 'ps-tx-nobody', accepted: true }]));
    expect(error).toMatchObject({ providerCode: '1004' });
  });
});
