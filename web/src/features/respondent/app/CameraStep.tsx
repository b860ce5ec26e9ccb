import { Alert, Button, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { MeasurementError } from '../measurement/index.ts';
import { RespondentMeasurement } from './respondent-measurement.ts';
import type { RespondentCalls } from './respondent-calls.ts';

export interface CameraStepProps {
  sessionId: string;
  /** Where the samples go: the server, or nowhere in a preview. */
  calls: RespondentCalls;
  /** The page's hidden camera <video> the measurement reads. */
  camera: RefObject<HTMLVideoElement | null>;
  onReady: (measurement: RespondentMeasurement) => void;
  /** The camera was refused or cannot measure here: the respondent goes on without it. */
  onWithout: () => void;
}

type State = 'ask' | 'starting' | 'denied' | 'unsupported';

/** Asks for the camera (the browser's own prompt follows the button), then loads the models. */
export function CameraStep({ sessionId, calls, camera, onReady, onWithout }: CameraStepProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>('ask');

  const start = async () => {
    const video = camera.current;
    if (!video) return;
    setState('starting');
    try {
      onReady(await RespondentMeasurement.start(video, sessionId, calls));
    } catch (error) {
      const denied =
        error instanceof MeasurementError &&
        (error.code === 'camera-denied' || error.code === 'camera-unavailable');
      setState(denied ? 'denied' : 'unsupported');
    }
  };

  return (
    <Flex direction="column" gap="1rem" as="section" aria-labelledby="camera-title">
      <Heading level={1} id="camera-title">
        {t('respondent.camera.title')}
      </Heading>
      <Text>{t('respondent.camera.body')}</Text>
      {state === 'starting' ? (
        <Flex alignItems="center" gap="0.5rem" role="status">
          <Loader />
          <Text>{t('respondent.camera.loading')}</Text>
        </Flex>
      ) : null}
      {state === 'denied' || state === 'unsupported' ? (
        <Alert variation="warning" role="alert">
          {t(state === 'denied' ? 'respondent.camera.denied' : 'respondent.camera.unsupported')}
        </Alert>
      ) : null}
      <Flex direction="column" gap="0.5rem">
        {state === 'ask' ? (
          <Button variation="primary" onClick={() => void start()}>
            {t('respondent.camera.allow')}
          </Button>
        ) : null}
        {state !== 'starting' ? (
          <Button variation={state === 'ask' ? undefined : 'primary'} onClick={onWithout}>
            {t('respondent.camera.withoutWebcam')}
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}
