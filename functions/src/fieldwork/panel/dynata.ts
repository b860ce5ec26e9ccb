import { AGE_GROUPS } from '@adpulse/shared/projects/constants';
import type { FeasibilityAudience, FeasibilityItem } from '../feasibility-request.ts';
import { jsonCall, PanelApiError } from './http.ts';
import type {
  PanelAdapter,
  PanelItemRequest,
  PanelLaunchRequest,
  Reconciliation,
  ReconcileEntry,
} from './panel.ts';
import { cellTargets } from './quota-attributes.ts';
import { panelSecrets, type PanelSecrets } from './secrets.ts';

/**
 * Dynata's sample API (the Samplify demand API's shape: a password-grant token, a project with
 * one line item whose survey URL is our test link and whose quota plan is our age x gender
 * cells, buy to launch, close, reconciliation of completes by psid). Attribute ids: gender 11
 * (1 male, 2 female), age 13 (a range). Tested against tests/support/fake-panels.ts; the wire
 * shapes are to be confirmed on Dynata's test account before going live.
 */
const DEFAULT_BASE = 'https://api.researchnow.com';
const LINE_ITEM = 'main';
const GENDER_OPTION = { male: '1', female: '2' } as const;

type DynataSecrets = PanelSecrets['dynata'];

interface Token {
  value: string;
  expiresAt: number;
}

interface LineItemState {
  state: string;
  stats?: { completes?: number };
}

export function liveDynata(loadSecrets: () => Promise<PanelSecrets> = () => panelSecrets('live')): PanelAdapter {
  let token: Token | undefined;

  const settings = async (): Promise<DynataSecrets & { base: string }> => {
    const secrets = (await loadSecrets()).dynata;
    return { ...secrets, base: (secrets.apiBaseUrl ?? DEFAULT_BASE).replace(/\/+$/, '') };
  };

  const authorised = async (): Promise<{ base: string; headers: Record<string, string> }> => {
    const current = await settings();
    if (!token || token.expiresAt < Date.now() + 60_000) {
      if (!current.clientId || !current.username || !current.password) {
        throw new PanelApiError('Dynata API credentials (clientId, username, password) are not set', undefined);
      }
      const answer = await jsonCall<{ accessToken: string; expiresIn: number }>({
        method: 'POST',
        url: `${current.base}/auth/v1/token/password`,
        body: { clientId: current.clientId, username: current.username, password: current.password },
      });
      token = { value: answer.body.accessToken, expiresAt: Date.now() + answer.body.expiresIn * 1000 };
    }
    return { base: `${current.base}/sample/v1`, headers: { authorization: `Bearer ${token.value}` } };
  };

  return {
    provider: 'dynata',

    async checkFeasibility(audience: FeasibilityAudience, items: PanelItemRequest[]): Promise<FeasibilityItem[]> {
      const { base, headers } = await authorised();
      const groups = AGE_GROUPS[audience.population].filter((group) => audience[group] === true);
      return Promise.all(
        items.map(async (item) => {
          const answer = await jsonCall<{ status: string; count: number }>({
            method: 'POST',
            url: `${base}/feasibility`,
            headers,
            body: {
              countryISOCode: audience.country.toUpperCase(),
              requiredCompletes: item.requiredRespondents,
              ageGroups: groups,
              genders: (['male', 'female'] as const).filter((gender) => audience.genre?.[gender] !== false),
            },
          });
          const status = answer.body.status === 'READY' ? 'READY' : answer.body.status === 'FAILED' ? 'FAILED' : 'PENDING';
          return {
            assetId: item.assetId,
            feasibility: status === 'READY' && answer.body.count >= item.requiredRespondents,
            status,
          } satisfies FeasibilityItem;
        }),
      );
    },

    async launch(request: PanelLaunchRequest) {
      const { base, headers } = await authorised();
      const created = await jsonCall({
        method: 'POST',
        url: `${base}/projects`,
        headers,
        accept: [409],
        body: {
          extProjectId: request.projectId,
          title: request.title,
          lineItems: [
            {
              extLineItemId: LINE_ITEM,
              title: request.title,
              countryISOCode: request.country.toUpperCase(),
              languageISOCode: request.language,
              surveyURL: request.entryUrl,
              indicativeIncidence: 80,
              daysInField: Math.max(1, Math.ceil(request.fieldTimeSeconds / 86_400)),
              lengthOfInterview: request.lengthOfInterviewMinutes,
              requiredCompletes: request.sampleSize,
              quotaPlan: {
                quotaGroups: [
                  {
                    name: 'age x gender',
                    quotaCells: cellTargets(request.cells).map((cell) => ({
                      quotaNodes: [
                        { attributeId: '11', options: [GENDER_OPTION[cell.gender]] },
                        { attributeId: '13', options: [`${cell.ageFrom}-${cell.ageTo}`] },
                      ],
                      count: cell.completes,
                    })),
                  },
                ],
              },
            },
          ],
        },
      });
      // 409: the project exists (a retried launch); buying it again is idempotent at Dynata.
      void created;
      await jsonCall({
        method: 'POST',
        url: `${base}/projects/${encodeURIComponent(request.projectId)}/buy`,
        headers,
        accept: [409],
        body: [{ extLineItemId: LINE_ITEM }],
      });
      return { ref: request.projectId };
    },

    async status(ref: string) {
      const { base, headers } = await authorised();
      const answer = await jsonCall<LineItemState>({
        method: 'GET',
        url: `${base}/projects/${encodeURIComponent(ref)}/lineItems/${LINE_ITEM}`,
        headers,
      });
      return {
        state: answer.body.state === 'CLOSED' || answer.body.state === 'COMPLETED' ? 'closed' : 'live',
        completes: answer.body.stats?.completes ?? 0,
      } as const;
    },

    async close(ref: string) {
      const { base, headers } = await authorised();
      await jsonCall({
        method: 'POST',
        url: `${base}/projects/${encodeURIComponent(ref)}/close`,
        headers,
        accept: [409],
      });
    },

    async reconcile(ref: string, completes: readonly ReconcileEntry[]): Promise<Reconciliation> {
      const { base, headers } = await authorised();
      const url = `${base}/projects/${encodeURIComponent(ref)}/lineItems/${LINE_ITEM}`;
      const counted = await jsonCall<{ psids: string[] }>({ method: 'GET', url: `${url}/completes`, headers });
      const ours = new Set(completes.map((entry) => entry.params.psid ?? ''));
      const theirs = new Set(counted.body.psids);
      const added = [...ours].filter((psid) => !theirs.has(psid));
      const removed = [...theirs].filter((psid) => !ours.has(psid));
      if (added.length || removed.length) {
        await jsonCall({
          method: 'POST',
          url: `${url}/reconciliation`,
          headers,
          body: { completes: added, notCompletes: removed },
        });
      }
      return {
        completes: ours.size,
        panelCompletes: theirs.size,
        added: added.length,
        removed: removed.length,
      };
    },
  };
}
