import type { Session } from '../platform/auth/session.ts';
import { applyPatch } from './patch.ts';
import { mutateClient, requireOpenClient } from './data/clients.ts';
import type { ClientRecord } from './data/records.ts';

/** GET /clients/{clientId}: any user of the client (the web needs its type and branches). */
export function readClient(session: Session): Promise<ClientRecord> {
  return requireOpenClient(session.clientId);
}

/** PATCH /clients/{clientId}: the company name and country; type and multi-user are operator settings. */
export function updateClient(
  session: Session,
  patch: { companyName?: string | undefined; country?: string | undefined },
): Promise<ClientRecord> {
  return mutateClient(session.clientId, (client) => {
    const { country, ...fields } = patch;
    const next = applyPatch(client, fields);
    if (country === undefined) return next;
    return {
      ...next,
      registration: {
        newsletterRegistration: false,
        type: client.clientType === 'custom' ? 'custom' : 'predict',
        ...client.registration,
        country,
      },
    };
  });
}
