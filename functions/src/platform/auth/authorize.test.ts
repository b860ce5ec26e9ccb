import { describe, expect, it } from 'vitest';
import { buildHttpEvent } from '../http/event.ts';
import { DomainError } from '../errors.ts';
import { authorizeRoute } from './authorize.ts';

const event = (headers: Record<string, string> = {}) =>
  buildHttpEvent({ method: 'GET', routePath: '/api/users/me', rawPath: '/api/users/me', headers });

describe('route authorization', () => {
  it('lets public routes through without a session', async () => {
    expect(await authorizeRoute({ auth: 'public' }, event())).toBeUndefined();
  });

  it('answers 401 on a user route without a usable Bearer token, before any lookup', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Basic abc' },
      { authorization: 'Bearer' },
    ];
    for (const headers of attempts) {
      const refusal = await authorizeRoute({ auth: 'user', screen: 'account' }, event(headers)).catch(
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(DomainError);
      expect(refusal).toMatchObject({ code: 'auth.unauthorized' });
    }
  });
});
