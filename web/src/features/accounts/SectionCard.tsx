import { useId, type ReactNode } from 'react';
import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';

/** One titled card of a screen (account, branches). */
export function SectionCard({
  title,
  intro,
  tone = 'default',
  children,
}: {
  title: string;
  intro?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={`ap-card ap-acc-card ap-acc-card--${tone}`} aria-labelledby={id}>
      <Heading level={2} id={id} className="ap-acc-card__title">
        {title}
      </Heading>
      {intro ? <Text className="ap-acc-card__intro">{intro}</Text> : null}
      {children}
    </section>
  );
}

/** A short "saved" note next to a form's button, read out by screen readers. */
export function SavedNote({ text }: { text: string | null }) {
  return (
    <Text as="span" role="status" className="ap-acc-saved">
      {text}
    </Text>
  );
}

/** A form's submit button with its "saved" note beside it. */
export function SaveRow({
  note,
  saving,
  primary = true,
  labels,
}: {
  note: string | null;
  saving: boolean;
  primary?: boolean;
  /** The button's texts, when not the account screen's "Save" and "Saving…". */
  labels?: { save: string; saving: string };
}) {
  const { t } = useTranslation();
  return (
    <Flex alignItems="center" gap="1rem" wrap="wrap">
      <Button
        type="submit"
        {...(primary ? { variation: 'primary' as const } : {})}
        isLoading={saving}
        loadingText={labels?.saving ?? t('accounts.saving')}
      >
        {labels?.save ?? t('accounts.save')}
      </Button>
      <SavedNote text={note} />
    </Flex>
  );
}
