import { describe, expect, it } from 'vitest';
import type { Me } from '@adpulse/shared/accounts/me';
import { deletionClosesClient } from './deletion.ts';

function me(multiUser: boolean, subType: Me['user']['subType'] = 'admin'): Me {
  return {
    user: {
      _id: 'me',
      clientId: 'c',
      firstName: 'Ada',
      lastName: 'Rossi',
      email: 'ada@example.com',
      subType,
      status: 'active',
      notifications: { analysisCompleted: true, productUpdates: false, newsletter: false },
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    client: {
      _id: 'c',
      clientType: multiUser ? 'custom' : 'regular',
      multiUser,
      companyName: 'ACME',
      branches: [],
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    mailStopped: null,
  };
}

describe('what deleting the account does', () => {
  it('closes a single-user client', () => {
    expect(deletionClosesClient(me(false), [])).toBe(true);
  });

  it('closes a multi-user client only when no other enabled admin remains', () => {
    const self = { _id: 'me', subType: 'admin', status: 'active' } as const;
    expect(deletionClosesClient(me(true), [self])).toBe(true);
    expect(deletionClosesClient(me(true), [self, { _id: 'x', subType: 'admin', status: 'disabled' }])).toBe(
      true,
    );
    expect(deletionClosesClient(me(true), [self, { _id: 'y', subType: 'admin', status: 'invited' }])).toBe(
      false,
    );
  });
});
