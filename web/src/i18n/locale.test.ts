import { describe, expect, it } from 'vitest';
import { resolveCurrentLocale } from './locale.ts';

describe('current locale', () => {
  it('is the stored choice when there is one', () => {
    expect(resolveCurrentLocale('de', ['it-IT'])).toBe('de');
  });

  it('ignores a stored value that is not a supported language', () => {
    expect(resolveCurrentLocale('pt', ['fr-CA'])).toBe('fr');
  });

  it('is it when the browser language starts with it, and the same for the other four', () => {
    expect(resolveCurrentLocale(null, ['it-IT', 'en-US'])).toBe('it');
    expect(resolveCurrentLocale(null, ['it'])).toBe('it');
    expect(resolveCurrentLocale(null, ['de-AT'])).toBe('de');
    expect(resolveCurrentLocale(null, ['es-419'])).toBe('es');
    expect(resolveCurrentLocale(null, ['fr-BE'])).toBe('fr');
    expect(resolveCurrentLocale(null, ['zh-Hans-CN'])).toBe('zh');
  });

  it('takes the first supported browser language in order of preference', () => {
    expect(resolveCurrentLocale(undefined, ['pt-BR', 'ja', 'es-ES', 'it'])).toBe('es');
  });

  it('falls back to en', () => {
    expect(resolveCurrentLocale(null, ['pt-PT', 'ja-JP'])).toBe('en');
    expect(resolveCurrentLocale(null, [])).toBe('en');
  });
});
