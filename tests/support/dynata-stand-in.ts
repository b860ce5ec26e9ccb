import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  formOf,
  jsonOf,
  serveStandIn,
  type PanelAnswer,
  type PanelCall,
  type RunningStandIn,
} from './panel-stand-in.ts';

/**
 * A local Dynata that speaks the documented Demand API (auth, projects, feasibility, buy, pause,
 * re-launch, close, report, reconciliation upload) with its error bodies (`status.message`,
 * `status.errors[]`), and the respondent side: it sends respondents to the project's surveyURL
 * with pid, psid and k2 filled in and the link signed by Dynata's signing algorithm, and takes
 * them back at /respondent/exit, checking our signature with its own copy of the key pair.
 * The signing is written here again from the documentation, not imported: a shared mistake
 * would otherwise pass both sides.
 */
export interface KeyPair {
  accessKey: string;
  secretKey: string;
}

export interface DynataStandInOptions {
  credentials: { clientId: string; username: string; password: string };
  /** The pair our return links are signed with (Dynata checks them). */
  exitKeys: KeyPair;
  /** The pair Dynata signs its entry links with. */
  entryKeys: KeyPair;
  /** Completes Dynata can reach per country (feasibility). */
  reach: Record<string, number>;
  costPerInterview: number;
  /** Countries and their languages Dynata fields (default: the six AdPulse offers). */
  locales?: Record<string, string[]>;
}

interface StandInRespondent {
  pid: string;
  psid: string;
  outcome?: 'complete' | 'screenout' | 'overquota' | 'quality';
  reconciled?: 'complete' | 'rejected';
}

interface StandInProject {
  extProjectId: string;
  state: 'PROVISIONED' | 'LAUNCHED' | 'PAUSED' | 'CLOSED';
  lineItem: {
    extLineItemId: string;
    countryISOCode: string;
    languageISOCode: string;
    requiredCompletes: number;
    surveyURL: string;
    quotaPlan: {
      filters: { attributeId: string; options: string[] }[];
      quotaGroups: {
        quotaCells: { quotaNodes: { attributeId: string; options: string[] }[]; count: number }[];
      }[];
    };
  };
  k2: string;
  feasibilityPolls: number;
  respondents: Map<string, StandInRespondent>;
}

export interface DynataStandIn extends RunningStandIn {
  projects: Map<string, StandInProject>;
  /** Invalidates every token issued so far (as their expiry does). */
  expireTokens(): void;
  /** A panelist sent into a project: the signed entry URL, or why none is sent. */
  sendRespondent(extProjectId: string): string | { refused: string };
  /** What the respondent's browser does with our return link: GET it (it must point here). */
  followExit(url: string): Promise<{ status: number; body: unknown }>;
}

const ATTRIBUTES: Record<string, (option: string) => boolean> = {
  '11': (option) => option === '1' || option === '2',
  '13': (option) => {
    const match = /^(\d+)-(\d+)$/.exec(option);
    return (
      Boolean(match) &&
      Number(match?.[1]) >= 13 &&
      Number(match?.[2]) <= 99 &&
      Number(match?.[1]) <= Number(match?.[2])
    );
  },
  '61076': (option) => ['ITC', 'ITH', 'ITI', 'ITF', 'ITG'].includes(option),
};
const LOCALES: Record<string, string[]> = {
  IT: ['it'],
  GB: ['en'],
  US: ['en', 'es'],
  DE: ['de'],
  FR: ['fr'],
  ES: ['es'],
};

const hmacHex = (key: string, message: string) => createHmac('sha256', key).update(message).digest('hex');

/** Dynata's signing algorithm, as its security page describes it. */
export function dynataSign(params: Record<string, string>, keys: KeyPair): string {
  const sorted = Object.keys(params)
    .filter((name) => name !== 'signature')
    .sort()
    .map((name) => [name, params[name] ?? ''] as [string, string]);
  const signingString = createHash('sha256').update(new URLSearchParams(sorted).toString()).digest('hex');
  const expiration = params.expiration ?? '';
  return hmacHex(keys.secretKey, hmacHex(keys.accessKey, hmacHex(expiration, signingString)));
}

const failure = (
  status: number,
  message: string,
  errors: { path: string; message: string }[] = [],
): PanelAnswer => ({
  status,
  body: { data: null, status: { message, errors } },
});
const ok = (data: unknown, status = 200): PanelAnswer => ({
  status,
  body: { data, status: { message: 'success', errors: [] } },
});

export async function startDynataStandIn(options: DynataStandInOptions): Promise<DynataStandIn> {
  const projects = new Map<string, StandInProject>();
  const tokens = new Set<string>();
  let nextPid = 1;

  const report = (project: StandInProject) => {
    const respondents = [...project.respondents.values()];
    const count = (outcome: StandInRespondent['outcome']) =>
      respondents.filter((r) => r.outcome === outcome).length;
    return {
      extProjectId: project.extProjectId,
      state: project.state,
      stats: {
        starts: respondents.length,
        completes: count('complete'),
        screenouts: count('screenout') + count('quality'),
        overquotas: count('overquota'),
      },
    };
  };

  function createProject(call: PanelCall): PanelAnswer {
    const body = jsonOf(call) as { extProjectId?: string; lineItems?: StandInProject['lineItem'][] };
    if (!body.extProjectId || !body.lineItems?.length)
      return failure(400, 'Invalid project', [{ path: 'lineItems', message: 'at least one line item' }]);
    if (projects.has(body.extProjectId)) return failure(409, `Project ${body.extProjectId} already exists`);
    const item = body.lineItems[0] as StandInProject['lineItem'];
    const problems: { path: string; message: string }[] = [];
    const languages = (options.locales ?? LOCALES)[item.countryISOCode];
    if (!languages)
      problems.push({
        path: 'lineItems[0].countryISOCode',
        message: `unsupported country ${item.countryISOCode}`,
      });
    else if (!languages.includes(item.languageISOCode))
      problems.push({
        path: 'lineItems[0].languageISOCode',
        message: `unsupported language ${item.languageISOCode}`,
      });
    const nodes = [
      ...item.quotaPlan.filters,
      ...item.quotaPlan.quotaGroups.flatMap((group) => group.quotaCells.flatMap((cell) => cell.quotaNodes)),
    ];
    for (const node of nodes) {
      const valid = ATTRIBUTES[node.attributeId];
      if (!valid)
        problems.push({ path: 'lineItems[0].quotaPlan', message: `unknown attribute ${node.attributeId}` });
      else
        for (const option of node.options)
          if (!valid(option))
            problems.push({
              path: 'lineItems[0].quotaPlan',
              message: `attribute ${node.attributeId} has no option ${option}`,
            });
    }
    if (!item.surveyURL?.includes('<#IdParameter[Value]>'))
      problems.push({ path: 'lineItems[0].surveyURL', message: 'psid placeholder missing' });
    if (problems.length) return failure(400, 'Invalid line item targeting', problems);
    const project: StandInProject = {
      extProjectId: body.extProjectId,
      state: 'PROVISIONED',
      lineItem: item,
      k2: String(10_000 + Math.floor(Math.random() * 89_999)),
      feasibilityPolls: 0,
      respondents: new Map(),
    };
    projects.set(project.extProjectId, project);
    return ok(
      {
        extProjectId: project.extProjectId,
        state: project.state,
        lineItems: [{ ...item, state: 'PROVISIONED' }],
      },
      201,
    );
  }

  function projectCall(call: PanelCall, parts: string[]): PanelAnswer | Promise<PanelAnswer> {
    const [id = '', action, lineItemId, lineItemAction] = parts;
    const project = projects.get(decodeURIComponent(id));
    if (!project) return failure(404, `Project ${id} not found`);
    const closed = () => failure(400, `Project ${project.extProjectId} is closed`);
    if (call.method === 'GET' && action === 'feasibility') {
      project.feasibilityPolls += 1;
      const item = project.lineItem;
      if (project.feasibilityPolls === 1) {
        return ok([{ extLineItemId: item.extLineItemId, feasibility: { status: 'PROCESSING' } }]);
      }
      const totalCount = options.reach[item.countryISOCode] ?? 0;
      return ok([
        {
          extLineItemId: item.extLineItemId,
          feasibility: {
            status: 'READY',
            costPerInterview: options.costPerInterview,
            currency: 'USD',
            feasible: totalCount >= item.requiredCompletes,
            totalCount,
          },
        },
      ]);
    }
    if (call.method === 'GET' && action === 'report') return ok(report(project));
    if (call.method !== 'POST') return failure(405, 'Method not allowed');
    if (action === 'buy') {
      if (project.state === 'CLOSED') return closed();
      project.state = 'LAUNCHED';
      return ok(report(project));
    }
    if (action === 'close') {
      if (project.state === 'CLOSED') return closed();
      project.state = 'CLOSED';
      return ok(report(project));
    }
    if (action === 'lineItems' && lineItemId === project.lineItem.extLineItemId) {
      if (project.state === 'CLOSED') return closed();
      if (lineItemAction === 'pause' && project.state === 'LAUNCHED') project.state = 'PAUSED';
      else if (lineItemAction === 'launch' && project.state === 'PAUSED') project.state = 'LAUNCHED';
      else return failure(400, `Line item cannot ${lineItemAction} from ${project.state}`);
      return ok({ extLineItemId: lineItemId, state: project.state });
    }
    if (action === 'reconcile') {
      if (project.state !== 'CLOSED') return failure(400, 'Reconciliation needs a closed project');
      return formOf(call).then(async (form) => {
        const file = form.get('file');
        if (!(file instanceof Blob))
          return failure(400, 'file missing', [{ path: 'file', message: 'required' }]);
        const [header, ...rows] = (await file.text()).trim().split('\n');
        if (header !== 'psid,status') return failure(400, 'Unreadable reconciliation file');
        let updated = 0;
        let unchanged = 0;
        for (const row of rows) {
          const [psid = '', status] = row.split(',');
          const respondent = project.respondents.get(psid);
          if (!respondent || respondent.outcome !== 'complete')
            return failure(400, `psid ${psid} is not a complete of this project`);
          const next = status === 'complete' ? 'complete' : 'rejected';
          if (respondent.reconciled === next) unchanged += 1;
          else {
            respondent.reconciled = next;
            updated += 1;
          }
        }
        return ok({ updated, unchanged });
      });
    }
    return failure(404, 'Unknown resource');
  }

  function exit(call: PanelCall): PanelAnswer {
    const params = Object.fromEntries(call.query);
    if (
      params.access_key !== options.exitKeys.accessKey ||
      params.signature !== dynataSign(params, options.exitKeys)
    ) {
      return failure(403, 'Invalid signature');
    }
    if (!params.expiration || Date.parse(params.expiration) <= Date.now())
      return failure(403, 'Link expired');
    const project = [...projects.values()].find((candidate) => candidate.respondents.has(params.psid ?? ''));
    const respondent = project?.respondents.get(params.psid ?? '');
    if (!project || !respondent) return failure(404, 'Unknown psid');
    if (respondent.outcome) return failure(409, 'Session already ended');
    const outcome =
      params.rst === '1'
        ? 'complete'
        : params.rst === '3'
          ? 'overquota'
          : params.qflag
            ? 'quality'
            : params.rst === '2'
              ? 'screenout'
              : undefined;
    if (!outcome) return failure(400, `Unknown rst ${params.rst}`);
    respondent.outcome = outcome;
    return ok({ psid: respondent.psid, outcome });
  }

  const server = await serveStandIn((call) => {
    if (call.path === '/auth/v1/token/password' && call.method === 'POST') {
      const body = jsonOf(call) as Record<string, string>;
      const { clientId, username, password } = options.credentials;
      if (body.clientId !== clientId || body.username !== username || body.password !== password) {
        return failure(401, 'Invalid user credentials');
      }
      const accessToken = `jwt.${randomBytes(12).toString('hex')}`;
      tokens.add(accessToken);
      return {
        status: 200,
        body: {
          accessToken,
          expiresIn: 1800,
          refreshToken: randomBytes(8).toString('hex'),
          tokenType: 'Bearer',
        },
      };
    }
    if (call.path === '/respondent/exit' && call.method === 'GET') return exit(call);
    if (!call.path.startsWith('/sample/v1/')) return failure(404, 'Unknown resource');
    const bearer = /^Bearer (.+)$/.exec(String(call.headers.authorization ?? ''))?.[1];
    if (!bearer || !tokens.has(bearer)) return failure(401, 'Unauthorized: invalid or expired token');
    const parts = call.path.slice('/sample/v1/'.length).split('/');
    if (parts[0] === 'projects' && parts.length === 1 && call.method === 'POST') return createProject(call);
    if (parts[0] === 'projects') return projectCall(call, parts.slice(1));
    return failure(404, 'Unknown resource');
  });

  return {
    ...server,
    projects,
    expireTokens: () => tokens.clear(),
    sendRespondent(extProjectId) {
      const project = projects.get(extProjectId);
      if (!project) return { refused: 'unknown project' };
      if (project.state !== 'LAUNCHED') return { refused: project.state.toLowerCase() };
      const pid = String(nextPid++);
      const psid = `${randomBytes(9).toString('base64url')}**`;
      project.respondents.set(psid, { pid, psid });
      const filled = project.lineItem.surveyURL
        .replace('<#DubKnowledge[1500/Entity id]>', pid)
        .replace('<#Project[Secure Key 2]>', project.k2)
        .replace('<#IdParameter[Value]>', encodeURIComponent(psid));
      const url = new URL(filled);
      const params: Record<string, string> = {
        ...Object.fromEntries(url.searchParams),
        access_key: options.entryKeys.accessKey,
        expiration: new Date(Date.now() + 10 * 60_000).toISOString(),
      };
      params.signature = dynataSign(params, options.entryKeys);
      url.search = new URLSearchParams(params).toString();
      return url.toString();
    },
    async followExit(url) {
      if (!url.startsWith(`${server.url}/respondent/exit`))
        throw new Error(`${url} does not lead back to Dynata`);
      const response = await fetch(url);
      return { status: response.status, body: await response.json() };
    },
  };
}
