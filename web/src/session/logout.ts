import { accountsApi } from '../api/accounts.ts';
import { appStore, dispatch } from '../state/app-store.ts';

/** Ends the session: the server revokes the token (failure ignored), the client forgets it. */
export function logout(): void {
  if (appStore.getState().session.token !== null) {
    // The client reads the token synchronously, before the store forgets it below; keepalive
    // lets the call finish although the page reloads right after.
    void accountsApi.logout({}, { reactToUnauthorized: false, keepalive: true }).catch(() => undefined);
  }
  dispatch({ type: 'session/loggedOut' });
}
