import { ENV } from '@adpulse/shared';
import type { EntrySource, Outcome } from '@adpulse/shared/fieldwork/index';
import { linksOf, type ExitOutcome, type PanelIdentity } from './panel/links.ts';
import { panelSecrets } from './panel/secrets.ts';

/**
 * Where a respondent goes when their test ends: the panel's return link for the outcome, signed
 * as the panel wants. A test that closed sends them back as over-quota (the panels' own word for
 * "no room left").
 */
export async function exitRedirect(
  testId: string,
  panel: EntrySource,
  outcome: Exclude<Outcome, 'dropout'>,
  identity: PanelIdentity,
): Promise<string> {
  const exit: ExitOutcome = outcome === 'closed' ? 'overquota' : outcome;
  return linksOf(panel).exitUrl(exit, identity, {
    testId,
    appUrl: process.env[ENV.appUrl] ?? '',
    secrets: await panelSecrets(),
  });
}
