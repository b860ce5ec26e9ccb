import { PANEL_ENTRY_PARAMS, type PanelEntry, type TestPanel } from '@adpulse/shared/fieldwork/index';
import { DomainError } from '../platform/errors.ts';
import { linksOf } from './panel/links.ts';
import { PANEL_MODE_ENV, panelMode } from './panel/panel-for.ts';
import { panelSecrets } from './panel/secrets.ts';

/**
 * A live panel's entry (PANEL_MODE=live): the link the respondent came in by (`panel.url`) must
 * be this test's link, carry the parameters the entry names (so none is swapped after signing),
 * and hold the provider's signature (links.ts verifyEntry: Dynata's signing algorithm with the
 * entry keys, PureSpectrum's `ps_hash`). Anything else is 403 `fieldwork.entry_signature`, before
 * any slot or session is taken. The direct link and the simulated panel carry no signature.
 */
export async function checkEntrySignature(
  testId: string,
  panel: TestPanel,
  entry: PanelEntry,
  environment: Record<string, string | undefined> = process.env,
  now: Date = new Date(),
): Promise<void> {
  if (panel === 'direct' || panelMode(environment[PANEL_MODE_ENV]) !== 'live') return;
  if (!entry.url || !entryLinkMatches(entry.url, testId, panel, entry.params)) throw unsigned();
  if (!linksOf(panel).verifyEntry(entry.url, await panelSecrets(), now)) throw unsigned();
}

const unsigned = () => new DomainError('fieldwork.entry_signature');

function entryLinkMatches(
  url: string,
  testId: string,
  panel: Exclude<TestPanel, 'direct'>,
  params: Readonly<Record<string, string>>,
): boolean {
  let link: URL;
  try {
    link = new URL(url);
  } catch {
    return false;
  }
  if (!link.pathname.replace(/\/+$/, '').endsWith(`/t/${testId}`)) return false;
  const { required, respondentId } = PANEL_ENTRY_PARAMS[panel];
  return [...required, ...respondentId].every(
    (name) => (link.searchParams.get(name) ?? '').trim() === (params[name] ?? '').trim(),
  );
}
