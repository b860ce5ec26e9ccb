import { useAppState } from '../../state/app-store.ts';

/** The signed-in user's client, as the billing routes' path takes it; null before sign-in. */
export function useClientInput(): { params: { clientId: string } } | null {
  const clientId = useAppState((state) => state.session.clientId);
  return clientId ? { params: { clientId } } : null;
}
