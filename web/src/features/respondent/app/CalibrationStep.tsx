import { Alert, Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Calibration } from '@adpulse/shared/fieldwork/index';
import {
  CalibrationError,
  runCalibration,
  type CalibrationStep as Step,
  type GazeModel,
} from '../measurement/index.ts';
import type { RespondentMeasurement } from './respondent-measurement.ts';

export interface CalibrationStepProps {
  measurement: RespondentMeasurement;
  /** Saves the contract's Calibration (the server keeps the validation as the gaze quality). */
  save: (calibration: Calibration) => Promise<void>;
  /** Saved: the fitted gaze model (already set on the measurement) goes on with the flow. */
  onDone: (gaze: GazeModel) => void;
  onWithout: () => void;
}

type State =
  | { kind: 'intro' }
  | { kind: 'running'; step: Step | null }
  | { kind: 'no-face' }
  | { kind: 'save-failed'; calibration: Calibration; gaze: GazeModel };

/**
 * The calibration: neutral seconds (the expression baseline), then the fit targets and the
 * separate validation targets (calibration-plan.ts), drawn where the routine asks, at CSS px of
 * the viewport. A face too rarely seen offers a retry or going on without the webcam.
 */
export function CalibrationStep({ measurement, save, onDone, onWithout }: CalibrationStepProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'intro' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const store = async (calibration: Calibration, gaze: GazeModel) => {
    try {
      await save(calibration);
      onDone(gaze);
    } catch {
      setState({ kind: 'save-failed', calibration, gaze });
    }
  };

  const run = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'running', step: null });
    try {
      const { calibration, gaze } = await runCalibration(measurement.session, {
        present: (step) => setState({ kind: 'running', step }),
        signal: controller.signal,
      });
      await store(calibration, gaze);
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof CalibrationError && error.code === 'calibration-aborted') return;
      setState({ kind: 'no-face' });
    }
  };

  if (state.kind === 'running') return <CalibrationScreen step={state.step} />;
  return (
    <Flex direction="column" gap="1rem" as="section" aria-labelledby="calibration-title">
      <Heading level={1} id="calibration-title">
        {t('respondent.calibration.title')}
      </Heading>
      <Text>{t('respondent.calibration.intro')}</Text>
      {state.kind === 'no-face' ? (
        <Alert variation="warning" role="alert">
          {t('respondent.calibration.noFace')}
        </Alert>
      ) : null}
      {state.kind === 'save-failed' ? (
        <Alert variation="error" role="alert">
          {t('respondent.calibration.failed')}
        </Alert>
      ) : null}
      <Flex direction="column" gap="0.5rem">
        <Button
          variation="primary"
          onClick={() => void (state.kind === 'save-failed' ? store(state.calibration, state.gaze) : run())}
        >
          {t(state.kind === 'intro' ? 'respondent.calibration.start' : 'respondent.calibration.retry')}
        </Button>
        {state.kind === 'no-face' ? (
          <Button onClick={onWithout}>{t('respondent.camera.withoutWebcam')}</Button>
        ) : null}
      </Flex>
    </Flex>
  );
}

/**
 * The whole viewport: the neutral instruction, or the dot where the routine placed it (with
 * `lead` before the dot's instruction: the end re-validation says why the dots come back).
 */
export function CalibrationScreen({ step, lead }: { step: Step | null; lead?: string }) {
  const { t } = useTranslation();
  const instruction =
    step?.kind === 'target'
      ? [lead, t('respondent.calibration.target', { position: step.index + 1, total: step.count })]
          .filter(Boolean)
          .join(' ')
      : (lead ?? t('respondent.calibration.neutral'));
  return (
    <div className="rsp-calibration" data-calibration={step?.kind ?? 'starting'}>
      <p className="rsp-calibration-text" role="status">
        {instruction}
      </p>
      {step?.kind === 'target' ? (
        <span
          className="rsp-calibration-dot"
          data-role={step.target.role}
          style={{ left: step.target.x, top: step.target.y }}
          aria-hidden="true"
        />
      ) : (
        <span className="rsp-calibration-centre" aria-hidden="true" />
      )}
    </div>
  );
}
