import { useEffect, useState, type RefObject } from 'react';
import type { TestDefinition } from '@adpulse/shared/fieldwork/index';
import type { Viewer } from '@adpulse/shared/projects/constants';
import type { RespondentStep } from '../flow/plan.ts';
import { AnswerStep, asksAnswer } from './AnswerStep.tsx';
import { CalibrationStep } from './CalibrationStep.tsx';
import { CameraStep } from './CameraStep.tsx';
import { FinishStep } from './FinishStep.tsx';
import type { ProgressStore } from './flow-progress.ts';
import type { StepsPhase } from './flow-state.ts';
import { finishSession } from './finish-session.ts';
import type { RespondentCalls } from './respondent-calls.ts';
import type { RespondentMeasurement } from './respondent-measurement.ts';
import { RevalidationStep } from './RevalidationStep.tsx';
import { SkipStep } from './SkipStep.tsx';
import { StimulusStep } from './StimulusStep.tsx';
import type { KeptPlace } from './use-kept-place.ts';

/** The steps that need the camera: without it, calibration and re-validation are passed over. */
const CAMERA_ONLY: RespondentStep['kind'][] = ['calibration', 'revalidation'];

interface SessionStepsProps {
  phase: StepsPhase;
  definition: TestDefinition;
  calls: RespondentCalls;
  progress: ProgressStore;
  kept: KeptPlace;
  camera: RefObject<HTMLVideoElement | null>;
  onStepDone: (skip?: RespondentStep['kind'][]) => void;
}

/**
 * The open session's step on screen, the measurement while the camera runs, and the finish.
 * The place reached is kept on the device whenever the step or the measurement changes.
 */
export function SessionSteps({
  phase,
  definition,
  calls,
  progress,
  kept,
  camera,
  onStepDone,
}: SessionStepsProps) {
  const [measurement, setMeasurement] = useState<RespondentMeasurement | null>(null);
  const { sessionId, steps, index } = phase;
  const step = steps[index];
  const viewer = (definition.stimuli[0]?.viewer ?? 'tv') as Viewer;
  const { save, gaze, playedTo } = kept;

  useEffect(() => save(phase, measurement !== null), [save, phase, measurement]);

  // The camera goes off as soon as no stimulus is left to show.
  useEffect(() => {
    if (!measurement) return;
    if (!phase.steps.slice(phase.index).some((each) => each.kind === 'stimulus')) measurement.stopCamera();
  }, [phase, measurement]);

  const next = (skip?: RespondentStep['kind'][]) => {
    if (step?.kind === 'stimulus') playedTo.current = null;
    onStepDone(skip);
  };
  const withoutWebcam = () => {
    measurement?.abandon();
    setMeasurement(null);
    next(CAMERA_ONLY);
  };
  const finish = () =>
    finishSession({
      sessionId,
      webcam: phase.webcam,
      steps,
      answers: kept.collected.current,
      measurement,
      calls,
      progress,
    });

  if (step === undefined || step.kind === 'complete') return <FinishStep finish={finish} />;
  if (asksAnswer(step))
    return <AnswerStep step={step} answers={kept.collected.current} onAnswered={() => next()} />;
  switch (step.kind) {
    case 'camera':
      return (
        <CameraStep
          sessionId={sessionId}
          calls={calls}
          camera={camera}
          onReady={(started) => {
            if (gaze.current) started.session.setGazeModel(gaze.current);
            setMeasurement(started);
            next();
          }}
          onWithout={() => next(CAMERA_ONLY)}
        />
      );
    case 'calibration':
      if (!measurement) return <SkipStep key={`skip-${index}`} onSkip={() => next()} />;
      return (
        <CalibrationStep
          measurement={measurement}
          save={(calibration) => calls.saveCalibration({ params: { sessionId }, body: calibration })}
          onDone={(fitted) => {
            gaze.current = fitted;
            next();
          }}
          onWithout={withoutWebcam}
        />
      );
    case 'revalidation':
      if (!(measurement && gaze.current)) return <SkipStep key={`skip-${index}`} onSkip={() => next()} />;
      return (
        <RevalidationStep
          measurement={measurement}
          gaze={gaze.current}
          save={(validation) => calls.saveEndValidation({ params: { sessionId }, body: validation })}
          onDone={() => next()}
        />
      );
    case 'stimulus':
      return (
        <StimulusStep
          key={step.stimulus.stimulusId}
          stimulus={step.stimulus}
          viewer={viewer}
          advertiser={definition.advertiser}
          position={step.index + 1}
          count={step.count}
          measurement={measurement}
          startAt={playedTo.current?.stimulusId === step.stimulus.stimulusId ? playedTo.current.t : undefined}
          onPlayed={(seconds) => {
            playedTo.current = { stimulusId: step.stimulus.stimulusId, t: seconds };
            save(phase, measurement !== null);
          }}
          onPlayback={(report) => {
            kept.collected.current.playback.set(report.stimulusId, report);
            save(phase, measurement !== null);
          }}
          onDone={() => next()}
        />
      );
  }
}
