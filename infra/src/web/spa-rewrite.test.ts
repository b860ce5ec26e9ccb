import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface ViewerRequest {
  uri: string;
  method: string;
}
type Handler = (event: { request: ViewerRequest }) => ViewerRequest;

/** The deployed CloudFront Function source, evaluated as CloudFront would call it. */
const source = readFileSync(new URL('./spa-rewrite.js', import.meta.url), 'utf8');
const handler = new Function(`${source}\nreturn handler;`)() as Handler;
const rewrite = (uri: string) => handler({ request: { uri, method: 'GET' } }).uri;

describe('SPA rewrite CloudFront function', () => {
  it('serves index.html for client-side routes', () => {
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/en/dashboard')).toBe('/index.html');
    expect(rewrite('/it/project/p1/audience/')).toBe('/index.html');
    expect(rewrite('/share/project/p1/c1/token')).toBe('/index.html');
  });

  it('serves the respondent app for test links, and only for them', () => {
    expect(rewrite('/t/AbC123_-xyz')).toBe('/respondent.html');
    expect(rewrite('/t/AbC123_-xyz/end')).toBe('/respondent.html');
    expect(rewrite('/t')).toBe('/respondent.html');
    expect(rewrite('/tv/project')).toBe('/index.html');
    expect(rewrite('/en/t/x')).toBe('/index.html');
  });

  it('leaves files alone so a missing asset stays a 404', () => {
    expect(rewrite('/assets/index-3f2a.js')).toBe('/assets/index-3f2a.js');
    expect(rewrite('/config.json')).toBe('/config.json');
    expect(rewrite('/favicon.ico')).toBe('/favicon.ico');
  });

  it('uses only syntax of the cloudfront-js runtime (no arrow functions, let/const or modules)', () => {
    const code = source.replace(/\/\/.*$/gm, '');
    expect(code).not.toMatch(/=>|\blet\b|\bconst\b|\bexport\b|\bimport\b/);
  });
});
