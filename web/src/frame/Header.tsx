import { Badge, Button } from '@aws-amplify/ui-react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canAccess } from '@adpulse/shared';
import { dispatch, useAppState } from '../state/app-store.ts';
import { principalOf } from '../session/session.ts';
import { useLanguage } from '../routing/use-language.ts';
import { Logo } from './Logo.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { LATEST_NEWS_ID } from './panels/news.ts';

export function Header() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const session = useAppState((state) => state.session);
  const newsSeen = useAppState((state) => state.preferences.whatsNewSeen);
  const principal = principalOf(session);
  const unread = newsSeen !== LATEST_NEWS_ID;

  return (
    <header className="ap-header">
      <div className="ap-header__inner">
        <Link to={`/${lang}`} className="ap-logo" aria-label={t('app.home')}>
          <Logo />
        </Link>
        {principal && !session.guest ? (
          <nav className="ap-nav" aria-label={t('nav.main')} data-tour="nav">
            <NavLink to={`/${lang}/dashboard`}>{t('nav.dashboard')}</NavLink>
            <NavLink to={`/${lang}/projects`}>{t('nav.projects')}</NavLink>
            {canAccess(principal, 'newProject') ? (
              <NavLink to={`/${lang}/new-project`}>{t('nav.newProject')}</NavLink>
            ) : null}
          </nav>
        ) : null}
        {session.guest ? <Badge className="ap-guest-badge">{t('nav.guest')}</Badge> : null}
        <div className="ap-header__tools">
          <LanguageSwitcher />
          <Button
            size="small"
            className="ap-tool"
            data-tour="whatsNew"
            data-unread={unread ? 'true' : 'false'}
            aria-label={unread ? t('nav.whatsNewUnread') : undefined}
            onClick={() => dispatch({ type: 'ui/panel', panel: 'whatsNew' })}
          >
            {t('nav.whatsNew')}
          </Button>
          <Button
            size="small"
            className="ap-tool"
            data-tour="help"
            onClick={() => dispatch({ type: 'ui/panel', panel: 'help' })}
          >
            {t('nav.help')}
          </Button>
          {principal && !session.guest ? (
            <AccountMenu principal={principal} />
          ) : session.guest ? null : (
            <Link to={`/${lang}/login`} className="amplify-button amplify-button--small ap-tool">
              {t('nav.signIn')}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
