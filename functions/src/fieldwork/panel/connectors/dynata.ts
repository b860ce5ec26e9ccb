import type {
  PanelConnector,
  PanelProjectSpec,
  PanelProjectState,
  PanelQuote,
  ReconcileResult,
} from '../panel.ts';
import { dynataLineItemTarget } from './dynata-targeting.ts';
import { kindOfStatus, send, type Fetch, type JsonAnswer, type JsonCall } from './http.ts';
import { PanelError } from './panel-error.ts';

/**
 * The Dynata Demand API (formerly Samplify), from its public documentation
 * (developers.dynata.com/demand-api, researchnow.github.io/samplifyapi-docs): a JWT from
 * POST /auth/v1/token/password as a Bearer token; a project with one line item per AdPulse
 * project (its quota plan from dynata-targeting.ts); feasibility and price of the provisioned
 * line item; buy (launch), pause, re-launch and close; the report's counts; reconciliation by
 * uploading the accepted and rejected respondents (psid). The README lists each call and where
 * our reading of the documentation is uncertain.
 */
export interface DynataApiConfig {
  baseUrl: string;
  clientId: string;
  username: string;
  password: string;
}

const PROVIDER = 'dynata';
/** One line item per project: its id at Dynata is fixed. */
export const DYNATA_LINE_ITEM = 'li-1';
/** Survey topic of every AdPulse project (Get Study Metadata: surveyTopic). */
const SURVEY_TOPIC = 'ADVERTISING';

interface Envelope<T> {
  data?: T;
  status?: { message?: string; errors?: { path?: string; message?: string }[] };
}

interface DynataFeasibility {
  extLineItemId: string;
  feasibility: {
    status: 'READY' | 'PROCESSING' | 'FAILED';
    costPerInterview?: number;
    currency?: string;
    feasible?: boolean;
    totalCount?: number;
  };
}

interface DynataReport {
  state: string;
  stats?: { completes?: number; starts?: number };
}

const STATES: Record<string, PanelProjectState> = {
  PROVISIONED: 'draft',
  AWAITING_APPROVAL: 'draft',
  LAUNCHED: 'live',
  PAUSED: 'paused',
  CLOSED: 'closed',
  INVOICED: 'closed',
  COMPLETED: 'closed',
};

function messageOf(body: unknown): string {
  const status = (body as Envelope<unknown> | null)?.status;
  const details = (status?.errors ?? []).map((error) =>
    [error.path, error.message].filter(Boolean).join(': '),
  );
  return [status?.message, ...details].filter(Boolean).join('; ') || JSON.stringify(body);
}

/** Dynata's documented errors by what they mean; `phase` says whether a 400 is about the targeting. */
function failure(answer: JsonAnswer, phase: 'targeting' | 'state' | 'other'): PanelError {
  const message = messageOf(answer.body);
  const byStatus = kindOfStatus(answer.status);
  if (byStatus) return new PanelError(PROVIDER, byStatus, message, String(answer.status));
  if (answer.status === 409 || /closed/i.test(message)) {
    return new PanelError(PROVIDER, 'closed', message, String(answer.status));
  }
  if (phase === 'targeting')
    return new PanelError(PROVIDER, 'rejected-targeting', message, String(answer.status));
  return new PanelError(PROVIDER, 'unavailable', message, String(answer.status));
}

export function dynataConnector(config: DynataApiConfig, fetchImpl: Fetch = fetch): PanelConnector {
  const root = config.baseUrl.replace(/\/+$/, '');
  let token: Promise<string> | undefined;

  async function newToken(): Promise<string> {
    const answer = await send(
      PROVIDER,
      {
        method: 'POST',
        url: `${root}/auth/v1/token/password`,
        body: { clientId: config.clientId, username: config.username, password: config.password },
      },
      fetchImpl,
    );
    const accessToken = (answer.body as { accessToken?: unknown } | null)?.accessToken;
    if (answer.status !== 200 || typeof accessToken !== 'string') throw failure(answer, 'other');
    return accessToken;
  }

  /** A call with the current token; a 401 gets one new token and one retry (tokens expire). */
  async function call<T>(request: JsonCall, phase: 'targeting' | 'state' | 'other'): Promise<T> {
    for (const attempt of [1, 2]) {
      token ??= newToken().catch((error: unknown) => {
        token = undefined;
        throw error;
      });
      const bearer = await token;
      const answer = await send(
        PROVIDER,
        {
          ...request,
          url: `${root}/sample/v1${request.url}`,
          headers: { authorization: `Bearer ${bearer}` },
        },
        fetchImpl,
      );
      if (answer.status === 401 && attempt === 1) {
        token = undefined;
        continue;
      }
      if (answer.status < 200 || answer.status > 299) throw failure(answer, phase);
      return (answer.body as Envelope<T> | null)?.data as T;
    }
    throw new PanelError(PROVIDER, 'bad-token', 'refused twice');
  }

  const project = (id: string) => `/projects/${encodeURIComponent(id)}`;

  async function create(spec: PanelProjectSpec): Promise<string> {
    const target = dynataLineItemTarget(spec.target);
    try {
      await call(
        {
          method: 'POST',
          url: '/projects',
          body: {
            extProjectId: spec.ref,
            title: spec.title,
            devices: ['desktop', 'mobile', 'tablet'],
            category: { surveyTopic: [SURVEY_TOPIC] },
            lineItems: [
              {
                extLineItemId: DYNATA_LINE_ITEM,
                title: spec.title,
                ...target,
                surveyURL: spec.liveUrl,
                surveyTestURL: spec.testUrl,
                indicativeIncidence: spec.incidencePercent,
                daysInField: spec.fieldDays,
                lengthOfInterview: spec.lengthOfInterviewMinutes,
                deliveryType: 'BALANCED',
              },
            ],
          },
        },
        'targeting',
      );
    } catch (error) {
      // A repeated create (a retried task) finds the project the first one made.
      if (!(error instanceof PanelError && error.kind === 'closed' && error.providerCode === '409'))
        throw error;
    }
    return spec.ref;
  }

  return {
    provider: PROVIDER,
    create,
    async quote(spec): Promise<PanelQuote> {
      // Dynata prices a provisioned line item: the project is created first (once).
      const id = await create(spec);
      const items = await call<DynataFeasibility[]>(
        { method: 'GET', url: `${project(id)}/feasibility` },
        'targeting',
      );
      const item = items.find((candidate) => candidate.extLineItemId === DYNATA_LINE_ITEM)?.feasibility;
      if (!item) throw new PanelError(PROVIDER, 'unavailable', `no feasibility for ${DYNATA_LINE_ITEM}`);
      const status = item.status === 'PROCESSING' ? 'PENDING' : item.status;
      return {
        status,
        feasible: status === 'READY' && item.feasible === true,
        available: item.totalCount ?? 0,
        costPerInterview: item.costPerInterview ?? null,
        currency: item.currency ?? 'USD',
      };
    },
    async launch(id) {
      const current = await this.status(id);
      if (current.state === 'paused') {
        await call({ method: 'POST', url: `${project(id)}/lineItems/${DYNATA_LINE_ITEM}/launch` }, 'state');
        return;
      }
      await call(
        { method: 'POST', url: `${project(id)}/buy`, body: [{ extLineItemId: DYNATA_LINE_ITEM }] },
        'state',
      );
    },
    async pause(id) {
      await call({ method: 'POST', url: `${project(id)}/lineItems/${DYNATA_LINE_ITEM}/pause` }, 'state');
    },
    async close(id) {
      await call({ method: 'POST', url: `${project(id)}/close` }, 'state');
    },
    async status(id) {
      const report = await call<DynataReport>({ method: 'GET', url: `${project(id)}/report` }, 'other');
      return {
        state: STATES[report.state] ?? 'draft',
        completes: report.stats?.completes ?? 0,
        starts: report.stats?.starts ?? null,
      };
    },
    async reconcile(id, completes): Promise<ReconcileResult> {
      // Reconciliation is a file upload: one row per respondent, its psid and whether we keep the complete.
      const rows = [
        'psid,status',
        ...completes.map((row) => `${row.respondent},${row.accepted ? 'complete' : 'rejected'}`),
      ];
      const form = new FormData();
      form.append('file', new Blob([rows.join('\n')], { type: 'text/csv' }), `reconcile-${id}.csv`);
      form.append(
        'message',
        `AdPulse reconciliation: ${completes.filter((row) => !row.accepted).length} removed`,
      );
      const result = await call<{ updated?: number; unchanged?: number }>(
        { method: 'POST', url: `${project(id)}/reconcile`, body: form },
        'state',
      );
      return { updated: result.updated ?? completes.length, alreadyFinal: result.unchanged ?? 0 };
    },
  };
}
