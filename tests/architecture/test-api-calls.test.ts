import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@adpulse/shared';

/**
 * Tests call the API through the route contracts (`tests/support/invoke-route.ts`), never with a
 * method and a path written by hand: a renamed or removed route then breaks the type check, not
 * a test at run time. This test refuses a hand-written call in any test file.
 */
const TESTS = join(import.meta.dirname, '..');

/**
 * Files that test the HTTP layer itself, below the contracts (raw bodies, wrong methods, CORS,
 * the local adapter against API Gateway), or measure it (bench): they send literal requests on purpose.
 */
const HTTP_LAYER = new Set([
  'integration/local-runtime.test.ts',
  'integration/local-parity.test.ts',
  'integration/local-responsive.test.ts',
  'integration/start-command.test.ts',
  'support/http-burst.ts',
  'bench/dashboard.ts',
  'bench/respondent-uploads.ts',
  'bench/run.ts',
]);

const segments = [...new Set(API_ROUTES.map((route) => route.path.split('/')[1]))].join('|');
const apiPath = `(?:/api)?/(?:${segments})(?:[/?'"\`$]|\\$\\{)`;
const HAND_WRITTEN: RegExp[] = [
  // A method beside a path of the API: invoke(handler, 'GET', '/projects/{projectId}'), api('POST', `/folders/${id}`).
  new RegExp(`'(?:GET|POST|PUT|PATCH|DELETE)',\\s*['"\`]${apiPath}`),
  // A request to a URL of the API built by hand: fetch(`${runtime.apiUrl}/users/login`), fetch(`${appUrl}/api/...`).
  new RegExp(`(?:fetch|\\.get|\\.post|\\.put|\\.patch|\\.delete)\\(\\s*\`\\$\\{[\\w.]+\\}${apiPath}`),
  new RegExp(`(?:fetch|\\.get|\\.post|\\.put|\\.patch|\\.delete)\\(\\s*['"]${apiPath}`),
];

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : testFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The hand-written API calls of a file's text, as `line: text`. */
export function handWrittenCalls(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const lines = code.split('\n');
  return HAND_WRITTEN.flatMap((pattern) => {
    const global = new RegExp(pattern.source, 'g');
    return [...code.matchAll(global)].map((match) => {
      const line = code.slice(0, match.index).split('\n').length;
      return `${line}: ${lines[line - 1]?.trim() ?? ''}`;
    });
  }).filter((found) => !/^\d+: \/\//.test(found));
}

describe('API calls in tests', () => {
  it('catches a hand-written method and path, and a hand-built API URL (the check can fail)', () => {
    expect(handWrittenCalls("await call('GET', '/users/me', { token });")).toHaveLength(1);
    expect(
      handWrittenCalls("await invoke(handler,\n  'PATCH',\n  '/projects/{projectId}', {})"),
    ).toHaveLength(1);
    expect(handWrittenCalls("api('POST', `/folders/${id}/projects`, body)")).toHaveLength(1);
    expect(handWrittenCalls('await fetch(`${runtime.apiUrl}/users/login`, {')).toHaveLength(1);
    expect(handWrittenCalls('fetch(`${appUrl}/api/users/me`, { headers })')).toHaveLength(1);
    expect(handWrittenCalls('await page.request.get(`${runtime.apiUrl}/projects/${id}`)')).toHaveLength(1);
    expect(handWrittenCalls('invokeRoute(projectsContract.routes.getProject, { params })')).toEqual([]);
    expect(handWrittenCalls("fetch(upload.url, { method: 'PUT', body })")).toEqual([]);
    expect(handWrittenCalls('page.goto(`${runtime.url}/en/projects/${id}`)')).toEqual([]);
  });

  it('no test file but those of the HTTP layer calls the API other than through a route contract', () => {
    const problems = testFiles(TESTS)
      .map((path) => relative(TESTS, path))
      .filter((file) => !HTTP_LAYER.has(file))
      // The architecture tests hold planted violations as text (probes), not calls.
      .filter((file) => !file.startsWith('architecture/'))
      .flatMap((file) =>
        handWrittenCalls(readFileSync(join(TESTS, file), 'utf8')).map((found) => `${file}:${found}`),
      );
    expect(problems).toEqual([]);
  });
});
