import { useEffect, useId, useRef, useState } from 'react';
import { Badge, Button } from '@aws-amplify/ui-react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canAccess } from '@adpulse/shared';
import { dispatch, useAppState } from '../state/app-store.ts';
import { principalOf } from '../session/session.ts';
import { useLanguage } from '../routing/use-language.ts';
import { Logo } from './Logo.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { LATEST_NEWS_ID } from './panels/news.ts';

/**
 * The header. On phones its navigation and tools fold behind a Menu button (aria-expanded;
 * Escape closes it and gives focus back to the button; moving to another page closes it). The
 * quick tour unfolds it while it runs, as it points at what is inside.
 */
export function Header() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const location = useLocation();
  const session = useAppState((state) => state.session);
  const newsSeen = useAppState((state) => state.preferences.whatsNewSeen);
  const touring = useAppState((state) => state.flags.tourActive);
  const principal = principalOf(session);
  const unread = newsSeen !== LATEST_NEWS_ID;
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const unfolded = open || touring;

  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="ap-header">
      <div className="ap-header__inner">
        <Link to={`/${lang}`} className="ap-logo" aria-label={t('app.home')}>
          <Logo />
        </Link>
        <Button
          ref={toggle}
          size="small"
          className="ap-tool ap-header__toggle"
          aria-expanded={unfolded}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
        >
          <MenuGlyph open={unfolded} />
          {t('nav.menu')}
        </Button>
        <div id={menuId} className="ap-header__menu" data-open={unfolded ? 'true' : 'false'}>
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
      </div>
    </header>
  );
}

function MenuGlyph({ open }: { open: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}
