import { Text } from '@aws-amplify/ui-react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useScreenHandle } from '../../routing/route-handle.ts';
import { ScreenPage } from '../ScreenPage.tsx';
import { RouteFacts } from './RouteFacts.tsx';

/** A screen whose feature comes with a later issue: its name, its route, and where it will live. */
export default function PlaceholderScreen() {
  const { t } = useTranslation();
  const handle = useScreenHandle();
  if (!handle) return null;
  return (
    <ScreenPage title={t(`screens.${handle.screen}`)}>
      <section className="ap-card" aria-label={t(`screens.${handle.screen}`)}>
        <Text>{t('placeholder.intro')}</Text>
        <RouteFacts pattern={handle.pattern} />
      </section>
      <Outlet />
    </ScreenPage>
  );
}
