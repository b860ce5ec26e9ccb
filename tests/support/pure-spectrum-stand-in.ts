import { createHash } from 'node:crypto';
import {
  jsonOf,
  serveStandIn,
  type PanelAnswer,
  type PanelCall,
  type RunningStandIn,
} from './panel-stand-in.ts';

/**
 * A local PureSpectrum that speaks the documented Buy API (access-token header; POST /feasibility,
 * POST /surveys, PATCH /surveys/{id} status, GET /surveys/{id}/performance, POST
 * /surveys/{id}/transactions/{transaction_id}/status) with its error bodies (`ps_error_code`,
 * `ps_error_message`), and the respondent side: it sends respondents to the survey's live_url with
 * the transaction_id filled in and the outbound `ps_hash`, and takes them back at /surveydone,
 * where a wrong `ps_hash` is stored as a fraudulent attempt (never a complete). The hash is
 * written here again from the documentation, not imported.
 */
export interface PureSpectrumStandInOptions {
  accessToken: string;
  hashSecret: string;
  hashAlgorithm: 'sha1' | 'sha256';
  /** Completes reachable per localization, per quota. */
  reachPerQuota: Record<string, number>;
  cpi: number;
  /** Localizations PureSpectrum fields (default: those of the six AdPulse countries). */
  localizations?: string[];
}

type Outcome = 'complete' | 'termination' | 'overquota' | 'quality' | 'fraud';
const BY_ST: Record<string, Outcome> = {
  '21': 'complete',
  '18': 'termination',
  '17': 'overquota',
  '20': 'quality',
};
const FINAL_ST: Record<string, Outcome> = { '21': 'complete', '20': 'quality' };

interface StandInSurvey {
  ps_survey_id: number;
  ps_survey_status: 11 | 22 | 33 | 44;
  survey_localization: string;
  completes_required: number;
  live_url: string;
  transactions: Map<string, { outcome?: Outcome; reconciled?: Outcome }>;
}

export interface PureSpectrumStandIn extends RunningStandIn {
  surveys: Map<string, StandInSurvey>;
  sendRespondent(surveyId: string): string | { refused: string };
  followExit(url: string): Promise<{ status: number; body: unknown }>;
}

const LOCALIZATIONS = ['it_IT', 'en_UK', 'en_US', 'es_US', 'de_DE', 'fr_FR', 'es_ES'];

const psError = (status: number, code: number, message: string): PanelAnswer => ({
  status,
  body: { ps_error_code: code, ps_error_message: message },
});

interface Criterion {
  qualification_code: number;
  condition_codes?: string[];
  range_sets?: { from: number; to: number; units: number }[];
}

function criteriaProblem(criteria: readonly Criterion[], localization: string): string | undefined {
  for (const criterion of criteria) {
    const { qualification_code: code } = criterion;
    if (code === 211) {
      if (!criterion.condition_codes?.every((c) => c === '111' || c === '112'))
        return 'Invalid condition codes for qualification 211';
    } else if (code === 212) {
      const ranges = criterion.range_sets ?? [];
      if (!ranges.length || ranges.some((r) => r.units !== 311 || r.from < 13 || r.to > 99 || r.from > r.to))
        return 'Invalid range sets for qualification 212';
    } else if (code === 229 && localization === 'it_IT') {
      if (!criterion.condition_codes?.every((c) => ['1', '2', '3', '4', '5', '6'].includes(c)))
        return 'Invalid condition codes for qualification 229';
    } else return `Invalid qualification code ${code} for ${localization}`;
  }
  return undefined;
}

export async function startPureSpectrumStandIn(
  options: PureSpectrumStandInOptions,
): Promise<PureSpectrumStandIn> {
  const surveys = new Map<string, StandInSurvey>();
  let nextSurvey = 1_173_600;
  let nextTransaction = 1;
  const hash = (text: string) =>
    createHash(options.hashAlgorithm)
      .update(text + options.hashSecret)
      .digest('hex');

  function targetingProblem(body: {
    survey_localization?: string;
    quotas?: { criteria: Criterion[] }[];
    qualifications?: Criterion[];
  }): string | undefined {
    const localization = body.survey_localization ?? '';
    if (!(options.localizations ?? LOCALIZATIONS).includes(localization))
      return `Invalid survey_localization ${localization}`;
    for (const criteria of [
      body.qualifications ?? [],
      ...(body.quotas ?? []).map((quota) => quota.criteria),
    ]) {
      const problem = criteriaProblem(criteria, localization);
      if (problem) return problem;
    }
    return undefined;
  }

  function surveyCall(call: PanelCall, parts: string[]): PanelAnswer {
    const [id = '', resource, transactionId, action] = parts;
    const survey = surveys.get(id);
    if (!survey) return psError(404, 1004, `Survey ${id} not found`);
    if (call.method === 'PATCH' && resource === undefined) {
      const patch = jsonOf(call) as { op: string; path: string; value: number }[];
      const change = patch.find((operation) => operation.path === '/ps_survey_status');
      if (!change || ![22, 33, 44].includes(change.value))
        return psError(400, 1002, 'Insufficient parameters - please check your request');
      if (survey.ps_survey_status === 44)
        return psError(400, 1011, 'Survey is closed: its status cannot change');
      survey.ps_survey_status = change.value as 22 | 33 | 44;
      return {
        status: 200,
        body: { ps_survey_id: survey.ps_survey_id, ps_survey_status: survey.ps_survey_status },
      };
    }
    if (call.method === 'GET' && resource === 'performance') {
      const outcomes = [...survey.transactions.values()];
      return {
        status: 200,
        body: {
          ps_survey_status: survey.ps_survey_status,
          completes_goal: survey.completes_required,
          completes_fielded: outcomes.filter((t) => (t.reconciled ?? t.outcome) === 'complete').length,
          current_cpi: options.cpi,
        },
      };
    }
    if (call.method === 'POST' && resource === 'transactions' && action === 'status') {
      const transaction = survey.transactions.get(transactionId ?? '');
      if (!transaction)
        return psError(
          400,
          1004,
          'Transaction ID Not found. Please check the survey id and transaction ID and try again.',
        );
      const next = FINAL_ST[call.query.get('st') ?? ''];
      if (!next) return psError(400, 1001, 'Incorrect status code');
      if (transaction.reconciled || (transaction.outcome === 'complete' && next === 'complete')) {
        return psError(400, 1003, 'This transaction id already has a final status code');
      }
      transaction.reconciled = next;
      return { status: 200, body: [] };
    }
    return psError(404, 9999, 'Unknown resource');
  }

  function surveyDone(call: PanelCall, fullUrl: string): PanelAnswer {
    const at = fullUrl.lastIndexOf('&ps_hash=');
    const st = call.query.get('st') ?? '';
    const id = call.query.get('transaction_id') ?? '';
    const entry = [...surveys.values()].find((candidate) => candidate.transactions.has(id));
    const transaction = entry?.transactions.get(id);
    if (!entry || !transaction) return psError(400, 1004, 'Transaction ID Not found.');
    if (transaction.outcome) return psError(400, 1003, 'This transaction id already has a final status code');
    const ordered = [...call.query.keys()].slice(0, 2).join(',') === 'st,transaction_id';
    const valid = at > 0 && ordered && fullUrl.slice(at + '&ps_hash='.length) === hash(fullUrl.slice(0, at));
    transaction.outcome = valid ? (BY_ST[st] ?? 'termination') : 'fraud';
    return { status: 200, body: { transaction_id: id, recorded: transaction.outcome } };
  }

  const server = await serveStandIn((call, fullUrl) => {
    if (call.path === '/surveydone' && call.method === 'GET') return surveyDone(call, fullUrl);
    if (!call.path.startsWith('/buyers/v2/')) return psError(404, 9999, 'Unknown resource');
    if (call.headers['access-token'] !== options.accessToken)
      return psError(401, 401, 'Unauthorized - check access token');
    const parts = call.path.slice('/buyers/v2/'.length).split('/');
    if (parts[0] === 'feasibility' && call.method === 'POST') {
      const body = jsonOf(call) as {
        survey_localization?: string;
        quotas?: { buyer_quota_id: string; required_count: number; criteria: Criterion[] }[];
      };
      const problem = targetingProblem(body);
      if (problem) return psError(400, 1002, problem);
      const reach = options.reachPerQuota[body.survey_localization ?? ''] ?? 0;
      const quotas = (body.quotas ?? []).map((quota) => ({
        buyer_quota_id: quota.buyer_quota_id,
        count: reach,
      }));
      return {
        status: 200,
        body: {
          quotas,
          total_feasibility: reach * quotas.length,
          feasibility_cpi: options.cpi,
          recommended_cpi: options.cpi,
          unused_qualifications: [],
          difficult_quotas: [],
        },
      };
    }
    if (parts[0] === 'surveys' && parts.length === 1 && call.method === 'POST') {
      const body = jsonOf(call) as Record<string, unknown> & {
        survey_localization?: string;
        completes_required?: number;
        live_url?: string;
      };
      const problem = targetingProblem(body as Parameters<typeof targetingProblem>[0]);
      if (problem) return psError(400, 1002, problem);
      if (!body.live_url?.includes('[%%ps_transaction_id%%]'))
        return psError(400, 1002, 'live_url has no transaction id placeholder');
      const survey: StandInSurvey = {
        ps_survey_id: nextSurvey++,
        ps_survey_status: 11,
        survey_localization: body.survey_localization ?? '',
        completes_required: body.completes_required ?? 0,
        live_url: body.live_url,
        transactions: new Map(),
      };
      surveys.set(String(survey.ps_survey_id), survey);
      return { status: 200, body: { ...body, ps_survey_id: survey.ps_survey_id, ps_survey_status: 11 } };
    }
    if (parts[0] === 'surveys') return surveyCall(call, parts.slice(1));
    return psError(404, 9999, 'Unknown resource');
  });

  return {
    ...server,
    surveys,
    sendRespondent(surveyId) {
      const survey = surveys.get(surveyId);
      if (!survey) return { refused: 'unknown survey' };
      if (survey.ps_survey_status !== 22) return { refused: `status ${survey.ps_survey_status}` };
      const transactionId = `ps-tx-${nextTransaction++}`;
      survey.transactions.set(transactionId, {});
      const url = survey.live_url.replace('[%%ps_transaction_id%%]', encodeURIComponent(transactionId));
      return `${url}&ps_hash=${hash(url)}`;
    },
    async followExit(url) {
      if (!url.startsWith(`${server.url}/surveydone`))
        throw new Error(`${url} does not lead back to PureSpectrum`);
      const response = await fetch(url);
      return { status: response.status, body: await response.json() };
    },
  };
}
