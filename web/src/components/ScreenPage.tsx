import { useEffect, useRef, type ReactNode } from 'react';
import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/**
 * The frame of one screen: its h1, the document title, and focus moved to the h1 when the user
 * arrives by navigation (not on the first page load, where focus starts at the skip link). The
 * first history entry's key is 'default': a screen mounted more than once while the first page
 * loads (a guard, a loader) must not take the focus from the skip link.
 */
export function ScreenPage({
  title,
  heading,
  intro,
  actions,
  children,
}: {
  title: string;
  heading?: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const arrivedByNavigation = useLocation().key !== 'default';

  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);

  useEffect(() => {
    if (arrivedByNavigation) headingRef.current?.focus();
    // Only on arrival: later renders of the same screen keep the user's focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <Flex
        className="ap-screen-header"
        justifyContent="space-between"
        alignItems="flex-end"
        wrap="wrap"
        gap="1rem"
      >
        <div>
          <Heading level={1} ref={headingRef} tabIndex={-1} className="ap-screen-title">
            {heading ?? title}
          </Heading>
          {intro ? <Text as="p">{intro}</Text> : null}
        </div>
        {actions}
      </Flex>
      {children}
    </>
  );
}
