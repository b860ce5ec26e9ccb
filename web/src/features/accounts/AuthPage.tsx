import type { ReactNode } from 'react';
import { Heading } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../components/ScreenPage.tsx';
import { PulseArt } from './login/PulseArt.tsx';
import './accounts.css';

/** The signed-out pages (register, set or recover a password): the login page's two panes. */
export function AuthPage({
  title,
  heading,
  intro,
  brandTitle,
  brandText,
  wide = false,
  children,
}: {
  title: string;
  heading?: string;
  intro?: ReactNode;
  brandTitle?: string;
  brandText?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={wide ? 'ap-auth ap-auth--wide' : 'ap-auth'}>
      <div className="ap-auth__brand">
        <div>
          <Heading level={2} color="#fff" marginBottom="1rem">
            {brandTitle ?? t('app.name')}
          </Heading>
          <p>{brandText ?? t('app.tagline')}</p>
        </div>
        <PulseArt />
      </div>
      <div className="ap-auth__form">
        <ScreenPage title={title} heading={heading} intro={intro} />
        {children}
      </div>
    </div>
  );
}
