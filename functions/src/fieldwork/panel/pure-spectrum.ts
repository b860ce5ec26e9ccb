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
 * PureSpectrum's buyer API (v2 shape: `access-token` header; a survey with our test link as its
 * live URL and quotas on qualification 211 gender (111 male, 112 female) and 212 age; status 22
 * live, 44 closed; transactions set to st=21 complete or st=20 quality to reconcile). Tested
 * against tests/support/fake-panels.ts; the wire shapes are to be confirmed on PureSpectrum's
 * staging host before going live.
 */
const DEFAULT_BASE = 'https://api.spectrumsurveys.com/buyers/v2';
const LIVE = 22;
const CLOSED = 44;
const GENDER_CODE = { male: '111', female: '112' } as const;

interface Survey {
  ps_survey_id: string;
  survey_status: number;
  completes?: number;
}

export function livePureSpectrum(
  loadSecrets: () => Promise<PanelSecrets> = () => panelSecrets('live'),
): PanelAdapter {
  const api = async (): Promise<{ base: string; headers: Record<string, string> }> => {
    const secrets = (await loadSecrets())['pure-spectrum'];
    if (!secrets.accessToken) throw new PanelApiError('PureSpectrum accessToken is not set', undefined);
    return {
      base: (secrets.apiBaseUrl ?? DEFAULT_BASE).replace(/\/+$/, ''),
      headers: { 'access-token': secrets.accessToken },
    };
  };
  const setStatus = async (ref: string, status: number) => {
    const { base, headers } = await api();
    await jsonCall({
      method: 'PUT',
      url: `${base}/surveys/${encodeURIComponent(ref)}`,
      headers,
      body: { survey_status: status },
    });
  };

  return {
    provider: 'pure-spectrum',

    async checkFeasibility(audience: FeasibilityAudience, items: PanelItemRequest[]): Promise<FeasibilityItem[]> {
      const { base, headers } = await api();
      const groups = AGE_GROUPS[audience.population].filter((group) => audience[group] === true);
      return Promise.all(
        items.map(async (item) => {
          const answer = await jsonCall<{ feasible: boolean; state: string }>({
            method: 'POST',
            url: `${base}/surveys/feasibility`,
            headers,
            body: {
              survey_localization: audience.country.toUpperCase(),
              completes_required: item.requiredRespondents,
              age_groups: groups,
            },
          });
          const status = answer.body.state === 'ready' ? 'READY' : answer.body.state === 'failed' ? 'FAILED' : 'PENDING';
          return { assetId: item.assetId, feasibility: answer.body.feasible, status } satisfies FeasibilityItem;
        }),
      );
    },

    async launch(request: PanelLaunchRequest) {
      const { base, headers } = await api();
      const existing = await jsonCall<Survey[]>({
        method: 'GET',
        url: `${base}/surveys?buyer_project_id=${encodeURIComponent(request.projectId)}`,
        headers,
      });
      let survey = existing.body[0];
      if (!survey) {
        const created = await jsonCall<Survey>({
          method: 'POST',
          url: `${base}/surveys`,
          headers,
          body: {
            buyer_project_id: request.projectId,
            survey_title: request.title,
            survey_localization: `${request.language}_${request.country.toUpperCase()}`,
            completes_required: request.sampleSize,
            expected_ir: 80,
            expected_loi: request.lengthOfInterviewMinutes,
            field_time: Math.max(1, Math.ceil(request.fieldTimeSeconds / 86_400)),
            live_url: request.entryUrl,
            quotas: cellTargets(request.cells).map((cell) => ({
              buyer_quota_id: cell.cellId,
              required_count: cell.completes,
              criteria: [
                { qualification_code: 211, condition_codes: [GENDER_CODE[cell.gender]] },
                { qualification_code: 212, range_sets: [{ from: cell.ageFrom, to: cell.ageTo }] },
              ],
            })),
          },
        });
        survey = created.body;
      }
      if (survey.survey_status !== LIVE) await setStatus(survey.ps_survey_id, LIVE);
      return { ref: survey.ps_survey_id };
    },

    async status(ref: string) {
      const { base, headers } = await api();
      const answer = await jsonCall<Survey>({
        method: 'GET',
        url: `${base}/surveys/${encodeURIComponent(ref)}`,
        headers,
      });
      return {
        state: answer.body.survey_status === CLOSED ? 'closed' : 'live',
        completes: answer.body.completes ?? 0,
      } as const;
    },

    close: (ref: string) => setStatus(ref, CLOSED),

    async reconcile(ref: string, completes: readonly ReconcileEntry[]): Promise<Reconciliation> {
      const { base, headers } = await api();
      const survey = `${base}/surveys/${encodeURIComponent(ref)}`;
      const counted = await jsonCall<{ transaction_id: string }[]>({
        method: 'GET',
        url: `${survey}/transactions?st=21`,
        headers,
      });
      const ours = new Set(completes.map((entry) => entry.params.transaction_id ?? ''));
      const theirs = new Set(counted.body.map((transaction) => transaction.transaction_id));
      const added = [...ours].filter((id) => !theirs.has(id));
      const removed = [...theirs].filter((id) => !ours.has(id));
      for (const [ids, st] of [
        [added, 21],
        [removed, 20],
      ] as const) {
        for (const id of ids) {
          await jsonCall({
            method: 'POST',
            url: `${survey}/transactions/${encodeURIComponent(id)}/status?st=${st}`,
            headers,
          });
        }
      }
      return { completes: ours.size, panelCompletes: theirs.size, added: added.length, removed: removed.length };
    },
  };
}
