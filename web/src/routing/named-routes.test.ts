import { describe, expect, it } from 'vitest';
import { routeTo } from './named-routes.ts';

describe('named routes', () => {
  it('builds the wizard steps with the project id', () => {
    expect(routeTo('Audience', 'en', { projectId: 'p 1' })).toEqual({
      pathname: '/en/project/p%201/audience',
      search: '',
      state: {},
    });
    expect(routeTo('Checkout', 'it', { projectId: 'x' }).pathname).toBe('/it/project/x/checkout');
  });

  it('carries the is404 flag for Dashboard and Login', () => {
    expect(routeTo('Dashboard', 'de', {}, { is404: true })).toEqual({
      pathname: '/de/dashboard',
      search: '',
      state: { is404: true },
    });
    expect(routeTo('Login', 'en', { redirect: '/en/account' }, { is404: true })).toEqual({
      pathname: '/en/login',
      search: '?redirect=%2Fen%2Faccount',
      state: { is404: true },
    });
  });
});
