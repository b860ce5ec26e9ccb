import { domainHandler } from '../platform/http/domain-handler.ts';
import { clientRoutes } from './routes/client-routes.ts';
import { meRoutes } from './routes/me-routes.ts';
import { registrationRoutes } from './routes/registration-routes.ts';
import { sessionRoutes } from './routes/session-routes.ts';
import { userRoutes } from './routes/user-routes.ts';

/** The accounts Lambda: sessions, registration and password links, the caller's account, users, clients. */
export const handler = domainHandler('accounts', {
  ...sessionRoutes,
  ...registrationRoutes,
  ...meRoutes,
  ...userRoutes,
  ...clientRoutes,
});
