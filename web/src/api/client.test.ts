import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiCall, apiUrl, configureApiClient, type ApiClientSettings } from './client.ts';
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

describe('API client', () => {
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
      fallbackMessage: (kind) => `fallback ${kind}`,
    };
    configureApiClient(settings);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('joins the base URL and the query', () => {
    expect(apiUrl('/api/', '/projects', { limit: 10, skip: undefined, search: 'a b' })).toBe(
      '/api/projects?limit=10&search=a+b',
    );
    expect(apiUrl('https://api.example.com', 'health')).toBe('https://api.example.com/health');
  });

  it('sends the token, the language and JSON, and validates the answer', async () => {
    answer = new Response(JSON.stringify({ ok: 1 }), { status: 200 });
    const result = await apiCall('/things', {
      method: 'POST',
      body: { a: 1 },
      schema: z.object({ ok: z.number() }),
    });
    expect(result).toEqual({ ok: 1 });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(calls[0]!.url).toBe('/api/things');
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['Accept-Language']).toBe('it');
    expect(headers['Content-Type']).toBe('application/json');
    expect(calls[0]!.init.body).toBe('{"a":1}');
  });

  it('parses the error shape into an ApiError and logs out on 401', async () => {
    answer = new Response(JSON.stringify({ message: 'Non autorizzato', code: 'unauthorized' }), {
      status: 401,
    });
    const error = await apiCall('/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized', message: 'Non autorizzato' });
    expect(settings.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('keeps validation details', async () => {
    answer = new Response(
      JSON.stringify({
        message: 'Invalid',
        code: 'validation',
        details: [{ field: 'email', message: 'Email is not valid.' }],
      }),
      { status: 400 },
    );
    await expect(apiCall('/users')).rejects.toMatchObject({
      details: [{ field: 'email', message: 'Email is not valid.' }],
    });
    expect(settings.onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends results 404 to Dashboard', async () => {
    answer = new Response('', { status: 404 });
    await expect(apiCall('/analysis', { area: 'results' })).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
    expect(settings.onResultsMissing).toHaveBeenCalledOnce();
  });

  it('reports a network failure with the translated fallback text', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiCall('/health')).rejects.toMatchObject({
      status: 0,
      code: 'network',
      message: 'fallback network',
    });
  });

  it('shows the loader while a call that asked for it runs', async () => {
    answer = new Response('{}', { status: 200 });
    await apiCall('/x', { showLoader: true });
    expect(settings.loading).toHaveBeenNthCalledWith(1, 1);
    expect(settings.loading).toHaveBeenNthCalledWith(2, -1);
  });
});
