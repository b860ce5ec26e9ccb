import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dynataConnector } from '../../functions/src/fieldwork/panel/connectors/dynata.ts';
import { linksOf, type ExitOutcome, type PanelIdentity } from '../../functions/src/fieldwork/panel/links.ts';
import {
  forgetPanelSecrets,
  panelSecretsSchema,
  type PanelSecrets,
} from '../../functions/src/fieldwork/panel/secrets.ts';
import { checkFeasibility } from '../../functions/src/fieldwork/tasks/feasibility.ts';
import { arrive, refusal, specsOf } from '../support/panel-life.ts';
import { startDynataStandIn, type DynataStandIn } from '../support/dynata-stand-in.ts';

/**
 * The Dynata connector against a local Dynata that speaks the documented Demand API, across a
 * project's whole life: feasibility and price → create and launch → respondents in (Dynata's
 * signed entry link, checked) and out (our signed return link, checked by Dynata) → pause,
 * re-launch → close → reconcile; then the documented errors.
 */
const credentials = { clientId: 'api', username: 'adpulse', password: 'correct horse' };
const exitKeys = { accessKey: 'adpulse-exit', secretKey: 'exit-secret-0123456789abcdef' };
const entryKeys = { accessKey: 'dynata-entry', secretKey: 'entry-secret-0123456789abcdef' };
let dynata: DynataStandIn;
let secrets: PanelSecrets;

beforeAll(async () => {
  dynata = await startDynataStandIn({
    credentials,
    exitKeys,
    entryKeys,
    reach: { IT: 400, GB: 30 },
    costPerInterview: 2.75,
  });
  secrets = panelSecretsSchema.parse({
    dynata: {
      ...exitKeys,
      entry: entryKeys,
      exitUrl: `${dynata.url}/respondent/exit`,
      api: { baseUrl: dynata.url, ...credentials },
    },
    'pure-spectrum': { hashSecret: 'unused-in-this-test' },
  });
});
afterAll(() => dynata.stop());

const links = linksOf('dynata');
const testUrl = 'https://app.adpulse.example/t/test-dyn-1';
const audience = {
  country: 'IT',
  language: 'it',
  population: 'national' as const,
  genre: { male: true, female: true },
  group18_25: true,
  group26_35: true,
  region: ['north-west', 'south'],
};
const spec = specsOf('dynata', testUrl, audience, 50);

const leave = (outcome: ExitOutcome, identity: PanelIdentity) =>
  dynata.followExit(
    links.exitUrl(outcome, identity, {
      testId: 'test-dyn-1',
      appUrl: 'https://app.adpulse.example',
      secrets,
    }),
  );

describe('Dynata connector: the whole life of a project', () => {
  const connector = () => dynataConnector(secrets.dynata.api!);

  it('prices, launches, takes respondents in and out with signatures both ways, pauses, closes and reconciles', async () => {
    const panel = connector();
    const first = await panel.quote(spec('adpulse-p1'));
    expect(first).toMatchObject({ status: 'PENDING', feasible: false });
    const quote = await panel.quote(spec('adpulse-p1'));
    expect(quote).toEqual({
      status: 'READY',
      feasible: true,
      available: 400,
      costPerInterview: 2.75,
      currency: 'USD',
    });

    const sent = dynata.projects.get('adpulse-p1')!.lineItem;
    expect(sent).toMatchObject({ countryISOCode: 'IT', languageISOCode: 'it', requiredCompletes: 50 });
    expect(sent.quotaPlan.filters).toEqual([{ attributeId: '61076', options: ['ITC', 'ITF'] }]);
    expect(sent.quotaPlan.quotaGroups[0]?.quotaCells.map((cell) => cell.count).reduce((a, b) => a + b)).toBe(
      50,
    );

    const id = await panel.create(spec('adpulse-p1'));
    expect(id).toBe('adpulse-p1');
    await panel.launch(id);
    expect(await panel.status(id)).toEqual({ state: 'live', completes: 0, starts: 0 });

    const entries = [0, 1, 2, 3].map(() => dynata.sendRespondent(id));
    const [alice, bob, carol, dave] = entries.map((url) => arrive('dynata', url as string, secrets));
    const tampered = new URL(entries[0] as string);
    tampered.searchParams.set('pid', '999');
    expect(links.verifyEntry(tampered.toString(), secrets)).toBe(false);

    expect(await leave('complete', alice!)).toMatchObject({
      status: 200,
      body: { data: { outcome: 'complete' } },
    });
    expect(await leave('screenout', bob!)).toMatchObject({
      status: 200,
      body: { data: { outcome: 'screenout' } },
    });
    expect(await leave('quality', carol!)).toMatchObject({
      status: 200,
      body: { data: { outcome: 'quality' } },
    });
    // A screen-out link turned into a complete, or a complete for another psid, fails Dynata's check.
    const screenout = links.exitUrl('screenout', dave!, {
      testId: 't',
      appUrl: 'https://a.example',
      secrets,
    });
    expect((await dynata.followExit(screenout.replace('rst=2', 'rst=1'))).status).toBe(403);
    const forged = new URL(
      links.exitUrl('complete', alice!, { testId: 't', appUrl: 'https://a.example', secrets }),
    );
    forged.searchParams.set('psid', dave!.params.psid!);
    expect((await dynata.followExit(forged.toString())).status).toBe(403);
    expect(await panel.status(id)).toEqual({ state: 'live', completes: 1, starts: 4 });

    await panel.pause(id);
    expect((await panel.status(id)).state).toBe('paused');
    expect(dynata.sendRespondent(id)).toEqual({ refused: 'paused' });
    await panel.launch(id);
    expect((await panel.status(id)).state).toBe('live');

    await panel.close(id);
    expect(await panel.status(id)).toMatchObject({ state: 'closed', completes: 1 });
    expect(dynata.sendRespondent(id)).toEqual({ refused: 'closed' });

    const reconciled = await panel.reconcile(id, [{ respondent: alice!.params.psid!, accepted: true }]);
    expect(reconciled).toEqual({ updated: 1, alreadyFinal: 0 });
    expect(await panel.reconcile(id, [{ respondent: alice!.params.psid!, accepted: true }])).toEqual({
      updated: 0,
      alreadyFinal: 1,
    });
    expect(dynata.projects.get(id)!.respondents.get(alice!.params.psid!)?.reconciled).toBe('complete');
  });

  it('gets a new token when Dynata expires the old one', async () => {
    const panel = connector();
    const id = await panel.create(spec('adpulse-p2'));
    dynata.expireTokens();
    expect((await panel.status(id)).state).toBe('draft');
  });

  it('answers the feasibility machine through PANEL_MODE=live, FAILED where the sample is out of reach', async () => {
    process.env.PANEL_SECRETS = JSON.stringify(secrets);
    forgetPanelSecrets();
    try {
      const request = {
        projectId: 'p3',
        clientId: 'c1',
        audience: { ...audience, country: 'GB', language: 'en', region: [] },
        panelProvider: 'dynata',
        items: [
          { assetId: 'a1', requiredRespondents: 20 },
          { assetId: 'a2', requiredRespondents: 50 },
        ],
      };
      expect(
        (await checkFeasibility(request, { PANEL_MODE: 'live' })).items.map((item) => item.status),
      ).toEqual(['PENDING', 'PENDING']);
      expect((await checkFeasibility(request, { PANEL_MODE: 'live' })).items).toEqual([
        { assetId: 'a1', feasibility: true, status: 'READY' },
        { assetId: 'a2', feasibility: false, status: 'READY' },
      ]);
    } finally {
      delete process.env.PANEL_SECRETS;
      forgetPanelSecrets();
    }
  });
});

describe('Dynata connector: the documented errors', () => {
  let restricted: DynataStandIn;
  beforeEach(async () => {
    restricted = await startDynataStandIn({
      credentials,
      exitKeys,
      entryKeys,
      reach: {},
      costPerInterview: 1,
      locales: { IT: ['it'] },
    });
    return () => restricted.stop();
  });

  it('rejected targeting: a country Dynata does not field is refused with its 400 body', async () => {
    const panel = dynataConnector({ ...secrets.dynata.api!, baseUrl: restricted.url });
    const error = await refusal(
      panel.quote(spec('adpulse-e1', { country: 'DE', language: 'de', region: [] })),
    );
    expect(error).toMatchObject({ kind: 'rejected-targeting', providerCode: '400' });
    expect(error.message).toMatch(/unsupported country DE/);
  });

  it('rejected targeting before any call: a country our table does not hold', async () => {
    const panel = dynataConnector({ ...secrets.dynata.api!, baseUrl: restricted.url });
    const calls = restricted.calls.length;
    expect(await refusal(panel.create(spec('adpulse-e2', { country: 'BR', region: [] })))).toMatchObject({
      kind: 'rejected-targeting',
    });
    expect(restricted.calls.length).toBe(calls);
  });

  it('closed survey: a closed project can be neither launched nor paused', async () => {
    const panel = dynataConnector({ ...secrets.dynata.api!, baseUrl: restricted.url });
    const id = await panel.create(spec('adpulse-e3'));
    await panel.launch(id);
    await panel.close(id);
    expect(await refusal(panel.launch(id))).toMatchObject({ kind: 'closed' });
    expect(await refusal(panel.pause(id))).toMatchObject({ kind: 'closed' });
  });

  it('bad token: refused credentials are a bad-token error, not a retry loop', async () => {
    const panel = dynataConnector({ ...secrets.dynata.api!, baseUrl: restricted.url, password: 'wrong' });
    expect(await refusal(panel.status('adpulse-e3'))).toMatchObject({
      kind: 'bad-token',
      providerCode: '401',
    });
    expect(restricted.calls.filter((call) => call.path === '/auth/v1/token/password')).toHaveLength(1);
  });
});
