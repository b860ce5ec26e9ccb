import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, configureApiClient, type ApiClientSettings } from './client.ts';
import { accountsApi } from './accounts.ts';
import { assetsApi } from './assets.ts';
import { platformApi } from './platform.ts';
import { projectsApi } from './projects.ts';
import { ApiError } from './api-error.ts';
import { reactionTo } from './reactions.ts';

describe('reactions to failed calls', () => {
  it('logs out on a 401 only when a session was sent', () => {
    expect(reactionTo(401, { hadSession: true, area: 'default' })).toBe('logout');
    expect(reactionTo(401, { hadSession: false, area: 'default' })).toBe('report');
  });

  it('goes to Dashboard on 404 or 405 from results only', () => {
    expect(reactionTo(404, { hadSession: true, area: 'results' })).toBe('dashboard');
    expect(reactionTo(405, { hadSession: false, area: 'results' })).toBe('dashboard');
    expect(reactionTo(404, { hadSession: true, area: 'default' })).toBe('report');
    expect(reactionTo(500, { hadSession: true, area: 'results' })).toBe('report');
  });
});

const project = {
  _id: 'p 1',
  name: 'Spring',
  type: 'discover',
  status: 'pending',
  step: 1,
  viewer: 'tv',
  thumbnail: null,
  folder: null,
  created: '2026-01-01T00:00:00.000Z',
  closed: null,
  panelProvider: 'dynata',
  country: null,
  audience: {},
  questions: [],
  attentionCheck: false,
  payment: {},
  analysis: null,
};

describe('API client made from the contracts', () => {
  const calls: { url: string; init: RequestInit }[] = [];
  let answer: Response;
  let settings: ApiClientSettings;

  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer;
    });
    settings = {
      baseUrl: '/api/',
      token: () => 'tok',
      language: () => 'it',
      onUnauthorized: vi.fn(),
      onResultsMissing: vi.fn(),
      loading: vi.fn(),
    };
    configureApiClient(settings);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("fills the route's path parameters and joins the base URL and the query", () => {
    const route = projectsApi.searchProjects.route;
    expect(
      apiUrl('/api/', route, { params: { clientId: 'c/1' }, query: { search: 'a b', limit: undefined } }),
    ).toBe('/api/clients/c%2F1/projects/search?search=a+b');
    expect(apiUrl('https://api.example.com', platformApi.getHealth.route)).toBe(
      'https://api.example.com/health',
    );
  });

  it("sends the route's method, the token, the language and JSON, and parses the answer with its schema", async () => {
    answer = new Response(JSON.stringify(project), { status: 200 });
    const result = await projectsApi.updateProject({
      params: { projectId: 'p 1' },
      body: { name: 'Spring' },
    });
    expect(result.name).toBe('Spring');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(calls[0]!.url).toBe('/api/projects/p%201');
    expect(calls[0]!.init.method).toBe('PATCH');
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['Accept-Language']).toBe('it');
    expect(headers['Content-Type']).toBe('application/json');
    expect(calls[0]!.init.body).toBe('{"name":"Spring"}');
  });

  it("refuses an answer that does not fit the route's response schema", async () => {
    answer = new Response(JSON.stringify({ name: 42 }), { status: 200 });
    await expect(projectsApi.getProject({ params: { projectId: 'p1' } })).rejects.toMatchObject({
      code: 'unexpected',
    });
  });

  it('reads the error shape into an ApiError with its code and params, and logs out on 401', async () => {
    answer = new Response(JSON.stringify({ code: 'auth.unauthorized', message: 'Non autorizzato' }), {
      status: 401,
    });
    const error = await accountsApi.getMe({}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'auth.unauthorized' });
    expect(settings.onUnauthorized).toHaveBeenCalledOnce();

    answer = new Response(
      JSON.stringify({
        code: 'assets.size_limit',
        message: 'Dimensione massima 200 MB',
        params: { value: 200 },
      }),
      { status: 400 },
    );
    await expect(
      assetsApi.completeAsset({ params: { projectId: 'p1', assetId: 'a1' } }),
    ).rejects.toMatchObject({ code: 'assets.size_limit', params: { value: 200 } });
  });

  it('sends a call again with the renewed token when its old token was renewed while it ran, and stays signed in', async () => {
    // The session renews (SessionWatch) while a call made with the old token is under way: the
    // server revokes that token, so the call answers 401, though the user is signed in.
    let current = 'old';
    const unauthorized = JSON.stringify({ code: 'auth.unauthorized', message: 'Unauthorized' });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const sent = new Headers(init.headers).get('Authorization');
      if (sent === 'Bearer old') {
        current = 'renewed';
        return new Response(unauthorized, { status: 401 });
      }
      return new Response(JSON.stringify(project), { status: 200 });
    });
    settings.token = () => current;
    const result = await projectsApi.getProject({ params: { projectId: 'p 1' } });
    expect(result._id).toBe('p 1');
    expect(calls.map((call) => new Headers(call.init.headers).get('Authorization'))).toEqual([
      'Bearer old',
      'Bearer renewed',
    ]);
    expect(settings.onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the field details', async () => {
    const details = [{ field: 'email', code: 'validation.email', message: 'Email non valida.' }];
    answer = new Response(JSON.stringify({ code: 'common.validation', message: 'x', details }), {
      status: 400,
    });
    await expect(accountsApi.recover({ body: { email: 'nope' } })).rejects.toMatchObject({ details });
    expect(settings.onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends results 404 to Dashboard', async () => {
    answer = new Response('', { status: 404 });
    await expect(
      projectsApi.getProject({ params: { projectId: 'p1' } }, { area: 'results' }),
    ).rejects.toMatchObject({ status: 404, code: 'unexpected' });
    expect(settings.onResultsMissing).toHaveBeenCalledOnce();
  });

  it('reports a network failure with its own code', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(platformApi.getHealth({})).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('shows the loader while a call that asked for it runs', async () => {
    answer = new Response(null, { status: 204 });
    await accountsApi.logout({}, { showLoader: true });
    expect(settings.loading).toHaveBeenNthCalledWith(1, 1);
    expect(settings.loading).toHaveBeenNthCalledWith(2, -1);
  });
});
