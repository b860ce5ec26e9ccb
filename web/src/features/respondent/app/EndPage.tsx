import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import type { Outcome } from '@adpulse/shared/fieldwork/index';

type Shown = 'complete' | 'screenout' | 'overquota' | 'quality' | 'closed' | 'other';

function shownFor(outcome: Outcome | null): Shown {
  return outcome === null || outcome === 'dropout' ? 'other' : outcome;
}

/** Where the direct link (and the simulated panel) send a respondent whose test ended. */
export function EndPage({ outcome }: { outcome: Outcome | null }) {
  const { t } = useTranslation();
  const shown = shownFor(outcome);
  return (
    <Flex direction="column" gap="1rem" as="section" aria-labelledby="end-title" data-outcome={shown}>
      <Heading level={1} id="end-title">
        {t(`respondent.end.${shown}.title`)}
      </Heading>
      <Text>{t(`respondent.end.${shown}.body`)}</Text>
    </Flex>
  );
}
