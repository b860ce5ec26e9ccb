import { quotaPlan } from '@adpulse/shared/fieldwork/index';
import type { Audience } from '@adpulse/shared/projects/schemas';
import type { FeasibilityAudience, FeasibilityItem, PanelProvider } from '../feasibility-request.ts';
import { fieldworkSettings } from '../settings.ts';
import { dynataConnector } from './connectors/dynata.ts';
import { PanelError } from './connectors/panel-error.ts';
import { pureSpectrumConnector } from './connectors/pure-spectrum.ts';
import type { PanelAdapter, PanelConnector, PanelItemRequest, PanelProjectSpec } from './panel.ts';
import type { PanelSecrets } from './secrets.ts';
import type { PanelTarget } from './connectors/targeting.ts';

/** What we tell providers of every AdPulse test: about 10 minutes, most people qualify. */
export const TEST_LENGTH_MINUTES = 10;
export const TEST_INCIDENCE_PERCENT = 80;

/** The connector of a provider, from the panel secret's `api` account. */
export function connectorFor(provider: PanelProvider, secrets: PanelSecrets): PanelConnector {
  if (provider === 'dynata') {
    const api = secrets.dynata.api;
    if (!api) throw new Error('The panel secret has no dynata.api account (README, "Panel secrets")');
    return dynataConnector(api);
  }
  const api = secrets['pure-spectrum'].api;
  if (!api) throw new Error('The panel secret has no pure-spectrum.api account (README, "Panel secrets")');
  return pureSpectrumConnector(api);
}

/** The audience's country and language, as a provider is asked for them (launch keeps them on the fieldwork). */
export function audienceTargetOf(audience: FeasibilityAudience | Audience): Omit<PanelTarget, 'plan'> {
  const chosen = audience as Audience;
  return { country: chosen.country ?? '', ...(chosen.language ? { language: chosen.language } : {}) };
}

/** What a provider is asked to field for an audience: its country, language and quota plan for `completes`. */
export function panelTargetOf(audience: FeasibilityAudience | Audience, completes: number): PanelTarget {
  return { ...audienceTargetOf(audience), plan: quotaPlan(audience as Audience, completes) };
}

/** The spec of a project (or of a feasibility question) for a provider. */
export function panelProjectSpec(input: {
  ref: string;
  title: string;
  target: PanelTarget;
  liveUrl: string;
  testUrl: string;
}): PanelProjectSpec {
  const fieldDays = Math.max(1, Math.ceil(fieldworkSettings().fieldTimeSeconds / 86_400));
  return {
    ...input,
    lengthOfInterviewMinutes: TEST_LENGTH_MINUTES,
    incidencePercent: TEST_INCIDENCE_PERCENT,
    fieldDays,
  };
}

/**
 * Feasibility through a provider's connector: each stimulus's completes priced on the audience's
 * quota plan. A targeting the provider rejects is not feasible there (FAILED); a refused token or
 * an unavailable provider fails the check (the machine retries, then records the failure).
 */
export function livePanel(connector: PanelConnector, projectId: string, testUrl: string): PanelAdapter {
  return {
    provider: connector.provider,
    async checkFeasibility(audience, items: PanelItemRequest[]): Promise<FeasibilityItem[]> {
      return Promise.all(
        items.map(async (item) => {
          const spec = panelProjectSpec({
            ref: `feasibility-${projectId}-${item.assetId}-${item.requiredRespondents}`,
            title: `AdPulse feasibility ${projectId}`,
            target: panelTargetOf(audience, item.requiredRespondents),
            liveUrl: testUrl,
            testUrl,
          });
          try {
            const quote = await connector.quote(spec);
            return { assetId: item.assetId, feasibility: quote.feasible, status: quote.status };
          } catch (error) {
            if (error instanceof PanelError && error.kind === 'rejected-targeting') {
              return { assetId: item.assetId, feasibility: false, status: 'FAILED' as const };
            }
            throw error;
          }
        }),
      );
    },
  };
}
