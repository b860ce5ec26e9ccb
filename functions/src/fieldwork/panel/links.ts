import { createHash, timingSafeEqual } from 'node:crypto';
import {
  PANEL_ENTRY_PARAMS,
  RESPONDENT_END_PATH,
  entryRespondentId,
  type Outcome,
  type PanelEntry,
  type TestPanel,
} from '@adpulse/shared/fieldwork/index';
import { fillPath } from '@adpulse/shared';
import { invalidFields, type FieldProblem } from '../../platform/errors.ts';
import { checkDynataUrl, signDynataUrl } from './dynata-signing.ts';
import type { PanelSecrets } from './secrets.ts';

/**
 * How respondents enter from a panel and go back to it: the entry parameters each panel appends
 * to our test link, and the return links (complete, screen-out, over-quota, quality) each signed
 * as the provider specifies:
 * - dynata: `rst` 1 complete, 2 screen-out, 3 over-quota; quality is a screen-out flagged
 *   `qflag=3`; `psid` echoed; every link signed by Dynata's signing algorithm (dynata-signing.ts:
 *   `access_key`, `expiration`, `signature`, an HMAC chain over the sorted parameters). The
 *   Demand API's documented `med = security_key_1 × pid − k2` is not used: `pid=1` gives the key;
 * - pure-spectrum: `st` 21 complete, 18 termination, 17 over-quota, 20 quality, `st` first and
 *   `transaction_id` second, then `ps_hash` = hash(the URL before it + the shared secret);
 * - direct: our own end page (the client's own audience has no panel to tell).
 * The provider's exit URL comes with its keys (secrets.ts: https://api.dynata.com/respondent/exit,
 * https://spectrumsurveys.com/surveydone); without one (the simulated panel) the links lead to the
 * respondent app's end page, signed the same way.
 */
export type ExitOutcome = Extract<Outcome, 'complete' | 'screenout' | 'overquota' | 'quality'>;

/** The respondent as the panel knows them, kept on the session for the return link. */
export interface PanelIdentity {
  respondentId: string;
  params: Record<string, string>;
}

export interface ExitContext {
  testId: string;
  appUrl: string;
  secrets: PanelSecrets;
  /** The signing time (a Dynata link expires DYNATA_LINK_TTL_MS after it); default now. */
  now?: Date;
}

export interface PanelLinks {
  readonly panel: TestPanel;
  /** The entry URL given to the panel: the test link with the panel's placeholders. */
  entryUrl(testUrl: string): string;
  /** The identity of an entry, or the fields that are missing or do not match. */
  readEntry(entry: PanelEntry): PanelIdentity;
  /** The provider's signature on the link it sent the respondent in by, checked (direct: nothing to check). */
  verifyEntry(url: string, secrets: PanelSecrets, now?: Date): boolean;
  exitUrl(outcome: ExitOutcome, identity: PanelIdentity, context: ExitContext): string;
  /** The provider's check of a return link: right parameters, signature intact. */
  verifyExit(url: string, identity: PanelIdentity, secrets: PanelSecrets, now?: Date): boolean;
}

/** The respondent app's end page: where the direct link and the simulated panel send respondents. */
export function endPageUrl(appUrl: string, testId: string): string {
  return `${appUrl.replace(/\/+$/, '')}${fillPath(RESPONDENT_END_PATH, { testId })}`;
}

function withQuery(base: string, pairs: readonly (readonly [string, string])[]): string {
  const query = pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

function readIdentity(panel: TestPanel, entry: PanelEntry): PanelIdentity {
  const problems: FieldProblem[] = [];
  const kept: Record<string, string> = {};
  for (const name of PANEL_ENTRY_PARAMS[panel].required) {
    const value = entry.params[name]?.trim();
    if (!value) problems.push({ field: `panel.params.${name}`, code: 'validation.required' });
    else kept[name] = value;
  }
  const derived = entryRespondentId(panel, entry.params);
  if (derived && derived !== entry.respondentId) {
    problems.push({ field: 'panel.respondentId', code: 'validation.invalid' });
  }
  if (problems.length) throw invalidFields(problems);
  for (const name of PANEL_ENTRY_PARAMS[panel].respondentId) {
    const value = entry.params[name]?.trim();
    if (value) kept[name] = value;
  }
  return { respondentId: entry.respondentId, params: kept };
}

const DYNATA_RST: Record<ExitOutcome, string> = {
  complete: '1',
  screenout: '2',
  overquota: '3',
  quality: '2',
};

/** How long a signed return link stays valid: the respondent's browser follows it at once. */
export const DYNATA_LINK_TTL_MS = 60 * 60 * 1000;

const dynataLinks: PanelLinks = {
  panel: 'dynata',
  entryUrl: (testUrl) =>
    `${testUrl}?pid=<#DubKnowledge[1500/Entity id]>&k2=<#Project[Secure Key 2]>&psid=<#IdParameter[Value]>`,
  readEntry(entry) {
    const identity = readIdentity('dynata', entry);
    const problems: FieldProblem[] = [];
    if (!/^\d{1,10}$/.test(identity.params.pid ?? ''))
      problems.push({ field: 'panel.params.pid', code: 'validation.invalid' });
    if (!/^\d{1,12}$/.test(identity.params.k2 ?? ''))
      problems.push({ field: 'panel.params.k2', code: 'validation.invalid' });
    if (problems.length) throw invalidFields(problems);
    return identity;
  },
  verifyEntry(url, secrets, now = new Date()) {
    const keys = secrets.dynata.entry ?? secrets.dynata;
    return checkDynataUrl(url, keys, now) === 'valid';
  },
  exitUrl(outcome, identity, context) {
    const base =
      context.secrets.dynata.exitUrl ??
      withQuery(endPageUrl(context.appUrl, context.testId), [
        ['panel', 'dynata'],
        ['outcome', outcome],
      ]);
    const params: Record<string, string> = {
      rst: DYNATA_RST[outcome],
      ...(outcome === 'quality' ? { qflag: '3' } : {}),
      psid: identity.params.psid ?? '',
    };
    const now = context.now ?? new Date();
    return signDynataUrl(base, params, context.secrets.dynata, new Date(now.getTime() + DYNATA_LINK_TTL_MS));
  },
  verifyExit(url, identity, secrets, now = new Date()) {
    const query = new URL(url).searchParams;
    if (query.get('psid') !== identity.params.psid) return false;
    if (!['1', '2', '3'].includes(query.get('rst') ?? '')) return false;
    return checkDynataUrl(url, secrets.dynata, now) === 'valid';
  },
};

const PURE_SPECTRUM_ST: Record<ExitOutcome, string> = {
  complete: '21',
  screenout: '18',
  overquota: '17',
  quality: '20',
};

function pureSpectrumHash(urlWithoutHash: string, secrets: PanelSecrets): string {
  const { hashSecret, hashAlgorithm } = secrets['pure-spectrum'];
  return createHash(hashAlgorithm)
    .update(urlWithoutHash + hashSecret)
    .digest('hex');
}

/** The query of a URL whose `ps_hash` (last) is the hash of everything before it, else undefined. */
export function pureSpectrumHashHolds(url: string, secrets: PanelSecrets): URLSearchParams | undefined {
  const at = url.lastIndexOf('&ps_hash=');
  if (at < 0) return undefined;
  const unsigned = url.slice(0, at);
  const expected = Buffer.from(pureSpectrumHash(unsigned, secrets));
  const given = Buffer.from(url.slice(at + '&ps_hash='.length));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return new URL(unsigned).searchParams;
}

/** `url` with its `ps_hash` appended, as PureSpectrum's redirect URL hashing specifies. */
export function withPureSpectrumHash(url: string, secrets: PanelSecrets): string {
  return `${url}&ps_hash=${pureSpectrumHash(url, secrets)}`;
}

const pureSpectrumLinks: PanelLinks = {
  panel: 'pure-spectrum',
  entryUrl: (testUrl) => `${testUrl}?transaction_id=[%%ps_transaction_id%%]`,
  readEntry: (entry) => readIdentity('pure-spectrum', entry),
  verifyEntry: (url, secrets) => pureSpectrumHashHolds(url, secrets) !== undefined,
  exitUrl(outcome, identity, context) {
    const base =
      context.secrets['pure-spectrum'].exitUrl ??
      withQuery(endPageUrl(context.appUrl, context.testId), [
        ['panel', 'pure-spectrum'],
        ['outcome', outcome],
      ]);
    const url = withQuery(base, [
      ['st', PURE_SPECTRUM_ST[outcome]],
      ['transaction_id', identity.params.transaction_id ?? ''],
    ]);
    return withPureSpectrumHash(url, context.secrets);
  },
  verifyExit(url, identity, secrets) {
    const query = pureSpectrumHashHolds(url, secrets);
    if (!query) return false;
    if (query.get('transaction_id') !== identity.params.transaction_id) return false;
    return Object.values(PURE_SPECTRUM_ST).includes(query.get('st') ?? '');
  },
};

const directLinks: PanelLinks = {
  panel: 'direct',
  entryUrl: (testUrl) => testUrl,
  readEntry: (entry) => readIdentity('direct', entry),
  verifyEntry: () => true,
  exitUrl: (outcome, _identity, context) =>
    withQuery(endPageUrl(context.appUrl, context.testId), [
      ['panel', 'direct'],
      ['outcome', outcome],
    ]),
  verifyExit: (url) => Boolean(new URL(url).searchParams.get('outcome')),
};

const LINKS: Record<TestPanel, PanelLinks> = {
  dynata: dynataLinks,
  'pure-spectrum': pureSpectrumLinks,
  direct: directLinks,
};

export function linksOf(panel: TestPanel): PanelLinks {
  return LINKS[panel];
}
