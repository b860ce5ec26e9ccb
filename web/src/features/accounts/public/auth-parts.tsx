import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Heading, Link as UiLink } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../routing/use-language.ts';

/**
 * What a signed-out form shows once it succeeded: its heading takes the focus (screen readers
 * announce the new state), then the success message and what to do next.
 */
export function AuthDone({
  id,
  title,
  success,
  children,
}: {
  id: string;
  title: string;
  success: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="ap-acc-done" aria-labelledby={id}>
      <Heading level={2} id={id} ref={heading} tabIndex={-1}>
        {title}
      </Heading>
      <Alert variation="success" role="status">
        {success}
      </Alert>
      {children}
    </section>
  );
}

/** A signed-out form's refusal, above the form. */
export function AuthFailure({ children }: { children: ReactNode }) {
  return (
    <Alert variation="error" role="alert" marginTop="1rem">
      {children}
    </Alert>
  );
}

export function BackToSignIn() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <UiLink as={Link} to={`/${lang}/login`}>
      {t('accounts.backToSignIn')}
    </UiLink>
  );
}
