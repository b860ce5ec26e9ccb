import { describe, expect, it } from 'vitest';
import { resolveLocation, safeRedirect, withLanguage } from './resolve.ts';
import { isAppPath } from './route-table.ts';

const resolve = (pathname: string, search = '', current: 'en' | 'it' = 'en') =>
  resolveLocation({ pathname, search }, current);

describe('routing rules', () => {
  it('sends the root to the current locale', () => {
    expect(resolve('/')).toEqual({ kind: 'redirect', to: '/en' });
    expect(resolve('/', '', 'it')).toEqual({ kind: 'redirect', to: '/it' });
  });

  it('replaces an unsupported language by the current locale and keeps the rest of the path', () => {
    expect(resolve('/pt/login', '?redirect=%2Fx', 'it')).toEqual({
      kind: 'redirect',
      to: '/it/login?redirect=%2Fx',
    });
    expect(resolve('/en-US/project/7/chart')).toEqual({ kind: 'redirect', to: '/en/project/7/chart' });
    expect(resolve('/ja')).toEqual({ kind: 'redirect', to: '/en' });
    expect(resolve('/zh-Hant-TW/support')).toEqual({ kind: 'redirect', to: '/en/support' });
  });

  it('prefixes the locale when the first segment is not a locale', () => {
    expect(resolve('/dashboard')).toEqual({ kind: 'redirect', to: '/en/dashboard' });
    expect(resolve('/share/project/p/c/t', '', 'it')).toEqual({
      kind: 'redirect',
      to: '/it/share/project/p/c/t',
    });
    expect(resolve('/no-such-page/deeper')).toEqual({ kind: 'redirect', to: '/en/no-such-page/deeper' });
  });

  it('says not-found for an unknown path under a locale', () => {
    expect(resolve('/en/no-such-page')).toEqual({ kind: 'not-found', lang: 'en' });
    expect(resolve('/it/project/42/unknown-tab')).toEqual({ kind: 'not-found', lang: 'it' });
    expect(resolve('/en/login/extra')).toEqual({ kind: 'not-found', lang: 'en' });
  });

  it('accepts every screen of the spec under a locale', () => {
    for (const path of [
      '/en',
      '/it/login',
      '/en/confirm/abc',
      '/en/recovery/abc',
      '/en/password-recovery',
      '/en/support',
      '/en/register',
      '/de/share/project/p1/c1/tok',
      '/en/share/project/p1/c1/tok/metrics-in-context',
      '/en/dashboard',
      '/en/folder/f1',
      '/en/projects',
      '/en/project/42',
      '/en/project/42/chart',
      '/en/project/42/analytics/ranking',
      '/en/project/42/project-analysis',
      '/en/project/42/project-analysis/heatmap',
      '/en/project/42/project-analysis/comparisson/43',
      '/en/project/42/audience',
      '/en/project/42/checkout',
      '/en/new-project',
      '/en/success-payment',
      '/zh/billing-info',
      '/fr/usage',
    ]) {
      expect(resolve(path), path).toMatchObject({ kind: 'screen' });
    }
  });
});

describe('paths', () => {
  it('recognises tabs and children only where they exist', () => {
    expect(isAppPath('project/1/metrics')).toBe(true);
    expect(isAppPath('folder/1/metrics')).toBe(false);
    expect(isAppPath('project/1/project-analysis/comparisson')).toBe(false);
  });

  it('swaps only the language segment', () => {
    expect(withLanguage('/en/project/42/chart', 'it')).toBe('/it/project/42/chart');
    expect(withLanguage('/dashboard', 'de')).toBe('/de/dashboard');
  });

  it('accepts only redirects to screens of this app, in the current language', () => {
    expect(safeRedirect('/en/project/42/metrics?x=1', 'it')).toBe('/it/project/42/metrics?x=1');
    expect(safeRedirect('//evil.example/en/dashboard', 'en')).toBeNull();
    expect(safeRedirect('https://evil.example', 'en')).toBeNull();
    expect(safeRedirect('/en/nowhere', 'en')).toBeNull();
    expect(safeRedirect(null, 'en')).toBeNull();
  });
});
