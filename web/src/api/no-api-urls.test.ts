import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_BASE_PATH, API_ROUTES } from '@adpulse/shared';

/**
 * No web file builds an API URL: every call goes through the typed client made from the shared
 * contracts (client.ts). A path of the API in a string or template literal, or a request sent
 * other than to a URL the API handed over (a presigned upload) or the runtime config, fails here.
 */
const SRC = join(import.meta.dirname, '..');
const CLIENT = 'api/client.ts';

/** Requests the client does not send: the runtime config, PUTs to presigned upload URLs (data from the API), model files. */
const OTHER_REQUESTS: Record<string, RegExp> = {
  'config/runtime-config.tsx': /fetch\(RUNTIME_CONFIG_PATH\b/,
  'features/accounts/account/AvatarCard.tsx': /fetch\(upload\.url\b/,
  'features/wizard/stimulus/upload.ts': /request\.open\(upload\.method, upload\.url\)/,
  // The measurement worker reads the expression model's weights, served with the app.
  'features/respondent/measurement/engine.ts':
    /fetch\(`\$\{base\}face_expression_model-weights_manifest\.json`\)/,
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const firstSegments = [...new Set(API_ROUTES.map((route) => route.path.split('/')[1]))];
const apiPathLiteral = new RegExp(
  `['"\`](?:${API_BASE_PATH}|/(?:${firstSegments.join('|')}))(?:[/?'"\`$]|\\$\\{)`,
);
const request = /\bfetch\(|XMLHttpRequest|\.open\(/;

/** The places a file breaks the rule, as `line: text`. */
export function apiUrlProblems(file: string, text: string): string[] {
  const allowed = OTHER_REQUESTS[file];
  return text.split('\n').flatMap((line, index) => {
    const code = line
      .replace(/\/\*.*?\*\//g, '')
      .replace(/\/\/.*$/, '')
      .replace(/^\s*\*.*$/, '');
    const bad =
      apiPathLiteral.test(code) ||
      (request.test(code) && !(allowed && allowed.test(code)) && !/new XMLHttpRequest\(\)/.test(code));
    return bad ? [`${index + 1}: ${line.trim()}`] : [];
  });
}

describe('API calls', () => {
  it('catches a hand-built API URL and a request of its own (the check can fail)', () => {
    expect(apiUrlProblems('x.ts', 'apiCall(`/projects/${id}`)')).toHaveLength(1);
    expect(apiUrlProblems('x.ts', "const url = '/api/users/me';")).toHaveLength(1);
    expect(apiUrlProblems('x.ts', "await fetch('https://example.com/users')")).toHaveLength(1);
    expect(apiUrlProblems('x.ts', 'navigate(`/${lang}/projects`)')).toEqual([]);
  });

  it('no web file but the typed client builds an API URL or sends a request of its own', () => {
    const problems = sourceFiles(SRC)
      .map((path) => relative(SRC, path))
      .filter((file) => file !== CLIENT)
      .flatMap((file) =>
        apiUrlProblems(file, readFileSync(join(SRC, file), 'utf8')).map((line) => `${file}:${line}`),
      );
    expect(problems).toEqual([]);
  });
});
