import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { dispatch } from '../state/app-store.ts';
import { resetDialogs, showError } from '../state/dialogs.ts';
import { routeStateOf } from './named-routes.ts';
import { translateKey } from '../i18n/i18n.ts';
import { i18n } from '../i18n/i18n.ts';

/**
 * Each navigation shows the loader while the next screen loads and resets the error, confirm
 * and success dialogs (spec section 2); an error handed over by a redirect is shown on arrival.
 */
export function NavigationEvents() {
  const navigation = useNavigation();
  const location = useLocation();

  useEffect(() => {
    dispatch({ type: 'loader/navigation', navigating: navigation.state !== 'idle' });
  }, [navigation.state]);

  useLayoutEffect(() => {
    resetDialogs();
    const { errorKey } = routeStateOf(location.state);
    if (errorKey) showError({ title: i18n.t('errors.defaultTitle'), message: translateKey(errorKey) });
  }, [location.key, location.state]);

  return null;
}
