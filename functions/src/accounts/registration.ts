import type { Registration } from '@adpulse/shared/accounts/index';
import { now } from '../platform/clock.ts';
import { createClientWithAdmin } from './account-creation.ts';
import { sendSetPasswordLink } from './password-links.ts';

/**
 * POST /users: a regular, single-user client and its admin, without a password; the
 * confirmation e-mail carries the link to set it.
 */
export async function registerClient(registration: Registration, language: string) {
  const { client, user } = await createClientWithAdmin(
    {
      clientType: registration.clientType,
      multiUser: false,
      companyName: registration.companyName,
      registration: {
        country: registration.country,
        phone: registration.phone,
        jobTitle: registration.jobTitle,
        newsletterRegistration: registration.newsletterRegistration,
        type: registration.type,
        agreedToTermsAt: new Date(now()).toISOString(),
      },
    },
    {
      firstName: registration.firstName,
      lastName: registration.lastName,
      email: registration.email,
      phone: registration.phone,
      jobTitle: registration.jobTitle,
      company: registration.companyName,
      newsletter: registration.newsletterRegistration,
    },
    language,
  );
  await sendSetPasswordLink(user, 'confirm', language);
  return { clientId: client.clientId, userId: user.userId };
}
