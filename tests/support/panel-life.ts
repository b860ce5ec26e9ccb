import { expect } from 'vitest';
import { entryRespondentId } from '@adpulse/shared/fieldwork/index';
import type { Audience } from '@adpulse/shared/projects/schemas';
import { PanelError } from '../../functions/src/fieldwork/panel/connectors/panel-error.ts';
import { linksOf, type PanelIdentity } from '../../functions/src/fieldwork/panel/links.ts';
import { panelProjectSpec, panelTargetOf } from '../../functions/src/fieldwork/panel/live-panel.ts';
import type { PanelProjectSpec } from '../../functions/src/fieldwork/panel/panel.ts';
import type { PanelSecrets } from '../../functions/src/fieldwork/panel/secrets.ts';

type Provider = 'dynata' | 'pure-spectrum';

/** Specs of one audience for a provider's tests: `spec(ref, overrides?, completes?)`. */
export function specsOf(
  provider: Provider,
  testUrl: string,
  audience: Record<string, unknown>,
  defaultCompletes: number,
): (ref: string, overrides?: Record<string, unknown>, completes?: number) => PanelProjectSpec {
  const entry = linksOf(provider).entryUrl(testUrl);
  return (ref, overrides = {}, completes = defaultCompletes) =>
    panelProjectSpec({
      ref,
      title: `AdPulse ${ref}`,
      target: panelTargetOf({ ...audience, ...overrides } as Audience, completes),
      liveUrl: entry,
      testUrl: entry,
    });
}

/** A panelist arriving: the entry link's signature checked, the identity read as respondent-entry does. */
export function arrive(provider: Provider, url: string, secrets: PanelSecrets): PanelIdentity {
  const links = linksOf(provider);
  expect(links.verifyEntry(url, secrets)).toBe(true);
  const params = Object.fromEntries(new URL(url).searchParams);
  return links.readEntry({ provider, respondentId: entryRespondentId(provider, params) ?? '', params });
}

/** The PanelError a call ends in (the test fails if it succeeds or throws anything else). */
export async function refusal(promise: Promise<unknown>): Promise<PanelError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PanelError);
  return error as PanelError;
}
