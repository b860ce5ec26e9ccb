import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GazeValidation } from '@adpulse/shared/fieldwork/index';
import { runEndValidation, type CalibrationStep as Step, type GazeModel } from '../measurement/index.ts';
import { CalibrationScreen } from './CalibrationStep.tsx';
import type { RespondentMeasurement } from './respondent-measurement.ts';

export interface RevalidationStepProps {
  measurement: RespondentMeasurement;
  /** The model fitted at the calibration, checked again. */
  gaze: GazeModel;
  /** Saves the end validation (the server keeps it beside the calibration's: the drift). */
  save: (validation: GazeValidation) => Promise<void>;
  onDone: () => void;
}

/**
 * The gaze re-validation after the last stimulus: the calibration's validation targets again,
 * at once and without a button (about 8 seconds). It never holds the respondent up: a face not
 * seen or a save that fails goes on without it (the session then has no end validation).
 */
export function RevalidationStep({ measurement, gaze, save, onDone }: RevalidationStepProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      try {
        const validation = await runEndValidation(measurement.session, gaze, {
          present: (next) => setStep(next),
          signal: controller.signal,
        });
        await save(validation);
      } catch {
        // Not measured or not saved: the analysis reads the calibration alone.
      }
      if (!controller.signal.aborted) onDone();
    })();
    return () => controller.abort();
    // Runs once per mount: the step is keyed by the flow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <CalibrationScreen step={step} lead={t('respondent.revalidation.instruction')} />;
}
