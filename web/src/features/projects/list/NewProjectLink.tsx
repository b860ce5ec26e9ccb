import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canAccess } from '@adpulse/shared';
import { principalOf } from '../../../session/session.ts';
import { useAppState } from '../../../state/app-store.ts';
import { useLanguage } from '../../../routing/use-language.ts';

/** "New project" for the users allowed to create one (spec section 6: regular users). */
export function NewProjectLink({ label }: { label?: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const principal = principalOf(useAppState((state) => state.session));
  if (!principal || !canAccess(principal, 'newProject')) return null;
  return (
    <Link to={`/${lang}/new-project`} className="amplify-button amplify-button--primary ap-new-project">
      {label ?? t('dashboard.newProject')}
    </Link>
  );
}

export function useCanCreateProjects(): boolean {
  const principal = principalOf(useAppState((state) => state.session));
  return principal !== null && canAccess(principal, 'newProject');
}
