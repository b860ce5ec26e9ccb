import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Alert, Button, Heading, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../api/accounts.ts';
import { Modal } from './dialogs/Modal.tsx';
import { appStore, dispatch, useAppState } from '../state/app-store.ts';
import { logout } from '../session/logout.ts';
import { sessionEndMs, sessionFromLogin } from '../session/session.ts';

/** How long before the token's end the user hears of it (or an active user's session renews). */
export const WARN_BEFORE_MS = 5 * 60_000;
/** A user who clicked or typed within this time is active: their session renews without asking. */
export const ACTIVE_WITHIN_MS = 10 * 60_000;

/**
 * Watches the session token's end (its `exp`, one hour after sign-in, moved to this device's
 * clock so that a device running ahead does not renew in a loop): five minutes before, an
 * active user's session renews by itself (POST /users/me/session); an idle user is asked whether
 * to stay signed in. At the end, the session is over and the app goes to Login.
 */
export function SessionWatch() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const token = useAppState((state) => state.session.token);
  const clockSkewMs = useAppState((state) => state.session.clockSkewMs);
  const [warning, setWarning] = useState(false);
  const [failed, setFailed] = useState(false);
  const lastActivity = useRef(Date.now());
  const endMs = sessionEndMs({ token, clockSkewMs });

  useEffect(() => {
    const mark = () => {
      lastActivity.current = Date.now();
    };
    window.addEventListener('pointerdown', mark, { passive: true });
    window.addEventListener('keydown', mark, { passive: true });
    return () => {
      window.removeEventListener('pointerdown', mark);
      window.removeEventListener('keydown', mark);
    };
  }, []);

  const renew = useCallback(async () => {
    const session = appStore.getState().session;
    if (!session.token || !session.clientType || !session.clientId) return;
    try {
      const { token: fresh } = await accountsApi.renewSession({});
      const renewed = sessionFromLogin({
        token: fresh,
        accountId: session.clientId,
        clientType: session.clientType,
        firstLogin: session.firstLogin,
      });
      if (renewed) dispatch({ type: 'session/loggedIn', session: renewed });
      setWarning(false);
      setFailed(false);
    } catch {
      setFailed(true);
      setWarning(true);
    }
  }, []);

  useEffect(() => {
    if (endMs === null) return;
    const warnTimer = setTimeout(
      () => {
        if (Date.now() - lastActivity.current < ACTIVE_WITHIN_MS) void renew();
        else setWarning(true);
      },
      Math.max(0, endMs - WARN_BEFORE_MS - Date.now()),
    );
    const endTimer = setTimeout(
      () => {
        setWarning(false);
        dispatch({ type: 'session/expired' });
      },
      Math.max(0, endMs - Date.now()),
    );
    return () => {
      clearTimeout(warnTimer);
      clearTimeout(endTimer);
    };
  }, [endMs, renew]);

  const endsAt =
    endMs === null ? '' : new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(endMs);
  return (
    <Modal
      open={warning && endMs !== null}
      onClose={() => setWarning(false)}
      labelledBy={`${id}-title`}
      describedBy={`${id}-body`}
      role="alertdialog"
    >
      <div className="ap-dialog__body">
        <Heading level={2} id={`${id}-title`}>
          {t('sessionWatch.title')}
        </Heading>
        <Text id={`${id}-body`}>{t('sessionWatch.body', { time: endsAt })}</Text>
        {failed ? (
          <Alert variation="error" role="alert">
            {t('sessionWatch.failed')}
          </Alert>
        ) : null}
        <div className="ap-dialog__actions">
          <Button variation="link" onClick={() => logout()}>
            {t('sessionWatch.signOut')}
          </Button>
          <Button variation="primary" onClick={() => void renew()} autoFocus>
            {t('sessionWatch.stay')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
