import { useId, type ReactNode } from 'react';
import { Heading, Text } from '@aws-amplify/ui-react';

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
