import { Divider, Menu, MenuButton, MenuItem } from '@aws-amplify/ui-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Principal } from '@adpulse/shared';
import { useLanguage } from '../routing/use-language.ts';
import { logout } from '../session/logout.ts';
import { routeTo } from '../routing/named-routes.ts';
import { accountItemsFor } from './account-items.ts';

/** Account, billing, team and sign-out: only the entries the user's role may open (spec section 6). */
export function AccountMenu({ principal }: { principal: Principal }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const items = accountItemsFor(principal);

  return (
    <div data-tour="account">
      <Menu
        menuAlign="end"
        trigger={
          <MenuButton size="small" className="ap-tool" aria-label={t('nav.accountMenu')}>
            <span className="ap-avatar" aria-hidden="true">
              <svg width="18" height="18" viewBox="0 0 24 24" focusable="false">
                <circle cx="12" cy="8" r="4" fill="currentColor" />
                <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
              </svg>
            </span>
          </MenuButton>
        }
      >
        {items.map((item) => (
          <MenuItem key={item.screen} onClick={() => void navigate(`/${lang}/${item.path}`)}>
            {t(`screens.${item.screen}`)}
          </MenuItem>
        ))}
        {items.length ? <Divider /> : null}
        <MenuItem
          onClick={() => {
            logout();
            // A fresh page load: nothing of this user's data stays in memory (SWR cache included).
            window.location.replace(routeTo('Login', lang, {}).pathname);
          }}
        >
          {t('nav.logout')}
        </MenuItem>
      </Menu>
    </div>
  );
}
