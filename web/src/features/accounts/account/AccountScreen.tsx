import { useTranslation } from 'react-i18next';
import type { Me } from '@adpulse/shared/accounts/me';
import { accountsApi } from '../../../api/accounts.ts';
import { useApi } from '../../../api/use-api.ts';
import { ScreenPage } from '../../../components/ScreenPage.tsx';
import { LoadFailed, LoadingCard } from '../LoadState.tsx';
import { AvatarCard } from './AvatarCard.tsx';
import { PersonalInfoCard } from './PersonalInfoCard.tsx';
import { CompanyCard } from './CompanyCard.tsx';
import { PasswordCard } from './PasswordCard.tsx';
import { NotificationsCard } from './NotificationsCard.tsx';
import { DeleteAccountCard } from './DeleteAccountCard.tsx';
import '../accounts.css';

/** account: personal information, profile image, password, notifications and account deletion. */
export default function AccountScreen() {
  const { t } = useTranslation();
  const { data, error, mutate } = useApi(accountsApi.getMe, {});
  const saved = (me: Me) => void mutate(me, { revalidate: false });

  return (
    <ScreenPage title={t('screens.account')} intro={t('accounts.account.intro')}>
      {data ? (
        <div className="ap-acc-columns">
          <div className="ap-acc-column">
            <PersonalInfoCard me={data} onSaved={saved} />
            <CompanyCard me={data} onSaved={saved} />
            <PasswordCard clientId={data.client._id} />
          </div>
          <div className="ap-acc-column">
            <AvatarCard me={data} onSaved={saved} />
            <NotificationsCard me={data} onSaved={saved} />
            <DeleteAccountCard me={data} />
          </div>
        </div>
      ) : error ? (
        <LoadFailed error={error} onRetry={() => void mutate()} />
      ) : (
        <LoadingCard label={t('accounts.account.loading')} />
      )}
    </ScreenPage>
  );
}
