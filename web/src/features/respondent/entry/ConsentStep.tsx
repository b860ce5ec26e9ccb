import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';

export interface ConsentStepProps {
  /** How long raw samples are kept (the test definition's consent). */
  retentionDays: number;
  /** The respondent agreed; `webcam` says whether they allow the measurement by webcam. */
  onAgree: (consent: { webcam: boolean }) => void;
}

/**
 * Consent in plain words: what is measured, that no video leaves the device, how long data is
 * kept. Two explicit choices: nothing is pre-selected, and declining the webcam still lets the
 * respondent take the survey.
 */
export function ConsentStep({ retentionDays, onAgree }: ConsentStepProps) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" gap="1rem" as="section" aria-labelledby="consent-title">
      <Heading level={1} id="consent-title">
        {t('respondent.consent.title')}
      </Heading>
      <Text>{t('respondent.consent.what')}</Text>
      <Text>{t('respondent.consent.noVideo')}</Text>
      <Text>{t('respondent.consent.retention', { days: retentionDays, count: retentionDays })}</Text>
      <Text>{t('respondent.consent.choice')}</Text>
      <Flex direction="column" gap="0.5rem">
        <Button variation="primary" onClick={() => onAgree({ webcam: true })}>
          {t('respondent.consent.withWebcam')}
        </Button>
        <Button onClick={() => onAgree({ webcam: false })}>{t('respondent.consent.withoutWebcam')}</Button>
      </Flex>
    </Flex>
  );
}
