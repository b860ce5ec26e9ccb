import type { PanelConnector, PanelProjectState, PanelQuote, ReconcileResult } from '../panel.ts';
import { kindOfStatus, send, type Fetch, type JsonAnswer, type JsonCall } from './http.ts';
import { PanelError } from './panel-error.ts';
import { pureSpectrumTarget } from './pure-spectrum-targeting.ts';

/**
 * The PureSpectrum Buy API, from its public documentation (documentation.purespectrum.com,
 * purespectrum.atlassian.net/wiki/spaces/PBA): every call carries the `access-token` header;
 * POST /feasibility prices the quota plan without a survey; POST /surveys creates one (draft,
 * status 11); its status goes live (22), paused (33) or closed (44); GET .../performance gives
 * the counts; a complete is reconciled per transaction (POST
 * /surveys/{id}/transactions/{transaction_id}/status?st=21|20). The README lists each call and
 * where our reading of the documentation is uncertain.
 */
export interface PureSpectrumApiConfig {
  baseUrl: string;
  accessToken: string;
}

const PROVIDER = 'pure-spectrum';
/** Survey category of every AdPulse project (Survey Category Codes). */
const SURVEY_CATEGORY_CODE = 231;

export const PS_SURVEY_STATUS = { draft: 11, live: 22, paused: 33, closed: 44 } as const;
const STATES: Record<number, PanelProjectState> = { 11: 'draft', 22: 'live', 33: 'paused', 44: 'closed' };
/** The transaction statuses a reconciliation sets: complete, or quality termination. */
const ST = { complete: 21, quality: 20 } as const;
/** "This transaction id already has a final status". */
const ALREADY_FINAL = 1003;

interface PsError {
  ps_error_code?: number;
  ps_error_message?: string;
}

function errorOf(answer: JsonAnswer, phase: 'targeting' | 'state' | 'other'): PanelError {
  const body = (answer.body ?? {}) as PsError;
  const message = body.ps_error_message ?? JSON.stringify(answer.body);
  const code = body.ps_error_code === undefined ? String(answer.status) : String(body.ps_error_code);
  const byStatus = kindOfStatus(answer.status);
  if (byStatus) return new PanelError(PROVIDER, byStatus, message, code);
  if (/closed/i.test(message)) return new PanelError(PROVIDER, 'closed', message, code);
  if (phase === 'targeting') return new PanelError(PROVIDER, 'rejected-targeting', message, code);
  return new PanelError(PROVIDER, 'unavailable', message, code);
}

export function pureSpectrumConnector(
  config: PureSpectrumApiConfig,
  fetchImpl: Fetch = fetch,
): PanelConnector {
  const root = config.baseUrl.replace(/\/+$/, '');

  async function call<T>(request: JsonCall, phase: 'targeting' | 'state' | 'other'): Promise<T> {
    const answer = await send(
      PROVIDER,
      { ...request, url: `${root}${request.url}`, headers: { 'access-token': config.accessToken } },
      fetchImpl,
    );
    if (answer.status < 200 || answer.status > 299) throw errorOf(answer, phase);
    return answer.body as T;
  }

  const survey = (id: string) => `/surveys/${encodeURIComponent(id)}`;
  const setStatus = (id: string, status: number) =>
    call(
      {
        method: 'PATCH',
        url: survey(id),
        body: [{ op: 'replace', path: '/ps_survey_status', value: status }],
      },
      'state',
    );

  return {
    provider: PROVIDER,
    async quote(spec): Promise<PanelQuote> {
      const target = pureSpectrumTarget(spec.target);
      const answer = await call<{
        quotas?: { buyer_quota_id: string; count: number }[];
        total_feasibility?: number;
        feasibility_cpi?: number;
        recommended_cpi?: number;
      }>(
        {
          method: 'POST',
          url: '/feasibility',
          body: {
            survey_localization: target.survey_localization,
            completes_required: target.completes_required,
            expected_ir: spec.incidencePercent,
            expected_loi: spec.lengthOfInterviewMinutes,
            field_time: spec.fieldDays,
            // The documentation asks for every qualification inside each quota's criteria.
            quotas: target.quotas.map((quota) => ({
              ...quota,
              criteria: [...target.qualifications, ...quota.criteria],
            })),
          },
        },
        'targeting',
      );
      const counts = new Map((answer.quotas ?? []).map((quota) => [quota.buyer_quota_id, quota.count]));
      const feasible = target.quotas.every(
        (quota) => (counts.get(quota.buyer_quota_id) ?? 0) >= quota.required_count,
      );
      return {
        status: 'READY',
        feasible,
        available: answer.total_feasibility ?? 0,
        costPerInterview: answer.feasibility_cpi ?? answer.recommended_cpi ?? null,
        currency: 'USD',
      };
    },
    async create(spec) {
      const target = pureSpectrumTarget(spec.target);
      const created = await call<{ ps_survey_id: number }>(
        {
          method: 'POST',
          url: '/surveys',
          body: {
            survey_title: spec.title,
            survey_category_code: SURVEY_CATEGORY_CODE,
            survey_external_id: spec.ref,
            expected_ir: spec.incidencePercent,
            expected_loi: spec.lengthOfInterviewMinutes,
            field_time: spec.fieldDays,
            live_url: spec.liveUrl,
            test_url: spec.testUrl,
            ...target,
          },
        },
        'targeting',
      );
      return String(created.ps_survey_id);
    },
    launch: async (id) => void (await setStatus(id, PS_SURVEY_STATUS.live)),
    pause: async (id) => void (await setStatus(id, PS_SURVEY_STATUS.paused)),
    close: async (id) => void (await setStatus(id, PS_SURVEY_STATUS.closed)),
    async status(id) {
      const performance = await call<{ ps_survey_status: number; completes_fielded?: number }>(
        { method: 'GET', url: `${survey(id)}/performance` },
        'other',
      );
      return {
        state: STATES[performance.ps_survey_status] ?? 'draft',
        completes: performance.completes_fielded ?? 0,
        starts: null,
      };
    },
    async reconcile(id, completes): Promise<ReconcileResult> {
      const result: ReconcileResult = { updated: 0, alreadyFinal: 0 };
      for (const row of completes) {
        const st = row.accepted ? ST.complete : ST.quality;
        try {
          await call(
            {
              method: 'POST',
              url: `${survey(id)}/transactions/${encodeURIComponent(row.respondent)}/status?st=${st}`,
            },
            'state',
          );
          result.updated += 1;
        } catch (error) {
          if (error instanceof PanelError && error.providerCode === String(ALREADY_FINAL))
            result.alreadyFinal += 1;
          else throw error;
        }
      }
      return result;
    },
  };
}
