import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/error-text.ts';

/** A list that could not be read: why (in the user's language) and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const detail = errorText(error);
  return (
    <Alert variation="error" role="alert" heading={t('dashboard.loadFailed')} marginBottom="1.5rem">
      <Flex direction="column" gap="0.75rem" alignItems="flex-start">
        <Text>{detail}</Text>
        <Button size="small" onClick={onRetry}>
          {t('dashboard.retry')}
        </Button>
      </Flex>
    </Alert>
  );
}
