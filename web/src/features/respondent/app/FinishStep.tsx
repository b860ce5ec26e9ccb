import { Alert, Button, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionEnded } from '@adpulse/shared/fieldwork/index';

export interface FinishStepProps {
  /** Sends what is left (signals, then answers), then completes: the server's return link. */
  finish: () => Promise<SessionEnded>;
}

/** The end of the test: everything is sent, then the browser follows the server's redirect. */
export function FinishStep({ finish }: FinishStepProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'sending' | 'failed' | 'redirecting'>('sending');
  const started = useRef(false);

  const run = async () => {
    setState('sending');
    try {
      const ended = await finish();
      setState('redirecting');
      window.location.assign(ended.redirect);
    } catch {
      setState('failed');
    }
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
    // Runs once when the step opens; a retry is the respondent's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (state === 'failed') {
    return (
      <Flex direction="column" gap="1rem" as="section">
        <Alert variation="error" role="alert">
          {t('respondent.finish.failed')}
        </Alert>
        <Button variation="primary" onClick={() => void run()}>
          {t('respondent.finish.retry')}
        </Button>
      </Flex>
    );
  }
  return (
    <Flex alignItems="center" gap="0.5rem" role="status" as="section">
      <Loader />
      <Text>{t(state === 'sending' ? 'respondent.finish.sending' : 'respondent.finish.redirecting')}</Text>
    </Flex>
  );
}
