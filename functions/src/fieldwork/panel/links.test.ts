import { describe, expect, it } from 'vitest';
import { checkDynataUrl, signDynataUrl } from './dynata-signing.ts';
import { linksOf, type PanelIdentity } from './links.ts';
import { SIMULATED_PANEL_SECRETS } from './secrets.ts';

const context = { testId: 't1', appUrl: 'https://app.example', secrets: SIMULATED_PANEL_SECRETS };
const secretValues = Object.entries(SIMULATED_PANEL_SECRETS.dynata)
  .filter(([name]) => name !== 'exitUrl' && name !== 'accessKey')
  .map(([, value]) => String(value));
const identity = (pid: string, k2 = '0'): PanelIdentity => ({
  respondentId: pid,
  params: { pid, psid: `ps-${pid}`, k2 },
});

describe('Dynata return links reveal no key', () => {
  it('the complete link of pid=1 carries no secret, nor any multiple of one', () => {
    const url = new URL(linksOf('dynata').exitUrl('complete', identity('1'), context));
    const values = [...url.searchParams.values()];
    for (const secret of secretValues) {
      expect(values).not.toContain(secret);
      for (const value of values) expect(value.includes(secret), `${value} holds the key`).toBe(false);
    }
  });

  it('two completes give no difference that is the key', () => {
    const links = linksOf('dynata');
    const one = new URL(links.exitUrl('complete', identity('1'), context)).searchParams;
    const two = new URL(links.exitUrl('complete', identity('2'), context)).searchParams;
    const numeric = (query: URLSearchParams) =>
      [...query.values()].filter((value) => /^\d+$/.test(value)).map((value) => BigInt(value));
    for (const a of numeric(one))
      for (const b of numeric(two)) expect(secretValues).not.toContain((b - a).toString());
  });

  it('a signed link verifies, and fails once its outcome or psid is changed', () => {
    const links = linksOf('dynata');
    const who = identity('1070000026', '59931');
    const url = links.exitUrl('complete', who, context);
    expect(links.verifyExit(url, who, SIMULATED_PANEL_SECRETS)).toBe(true);
    expect(links.verifyExit(url.replace('rst=1', 'rst=2'), who, SIMULATED_PANEL_SECRETS)).toBe(false);
    const otherPsid = new URL(url);
    otherPsid.searchParams.set('psid', 'ps-intruder');
    expect(
      links.verifyExit(
        otherPsid.toString(),
        { ...who, params: { ...who.params, psid: 'ps-intruder' } },
        SIMULATED_PANEL_SECRETS,
      ),
    ).toBe(false);
  });
});

describe("Dynata's signing algorithm", () => {
  const keys = { accessKey: 'ak-1', secretKey: 'a-secret-of-sixteen+' };
  const at = new Date('2026-01-01T00:00:00.000Z');

  it('refuses an expired link, a foreign access key and a changed parameter', () => {
    const url = signDynataUrl('https://x.example/exit?a=1', { b: '2' }, keys, new Date(at.getTime() + 1000));
    expect(checkDynataUrl(url, keys, at)).toBe('valid');
    expect(checkDynataUrl(url, keys, new Date(at.getTime() + 1000))).toBe('expired');
    expect(checkDynataUrl(url, { ...keys, accessKey: 'ak-2' }, at)).toBe('unknown-key');
    expect(checkDynataUrl(url, { ...keys, secretKey: 'another-secret-16chars' }, at)).toBe('bad-signature');
    expect(checkDynataUrl(url.replace('b=2', 'b=3'), keys, at)).toBe('bad-signature');
  });

  it('signs the sorted parameters whatever their order in the link', () => {
    const one = new URL(signDynataUrl('https://x.example/e', { z: '1', a: '2' }, keys, at));
    const two = new URL(signDynataUrl('https://x.example/e', { a: '2', z: '1' }, keys, at));
    expect(one.searchParams.get('signature')).toBe(two.searchParams.get('signature'));
  });
});
