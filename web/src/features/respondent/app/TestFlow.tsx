import { Alert } from '@aws-amplify/ui-react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type {
  Demographics,
  EvokedAnswer,
  PanelEntry,
  QuestionAnswer,
  ScreenerAnswers,
  SessionEnded,
  TestDefinition,
} from '@adpulse/shared/fieldwork/index';
import type { Viewer } from '@adpulse/shared/projects/constants';
import { fieldworkApi } from '../../../api/fieldwork.ts';
import { errorText } from '../../../api/error-text.ts';
import { ConsentStep } from '../entry/ConsentStep.tsx';
import { ScreenerStep } from '../entry/ScreenerStep.tsx';
import { planSteps, type RespondentStep } from '../flow/plan.ts';
import { DemographicsStep } from '../questions/DemographicsStep.tsx';
import { EvokedStep } from '../questions/EvokedStep.tsx';
import { CalibrationStep } from './CalibrationStep.tsx';
import { CameraStep } from './CameraStep.tsx';
import { FinishStep } from './FinishStep.tsx';
import { QuestionStep } from './QuestionStep.tsx';
import type { RespondentMeasurement } from './respondent-measurement.ts';
import { StimulusStep } from './StimulusStep.tsx';

export interface TestFlowProps {
  definition: TestDefinition;
  entry: PanelEntry;
}

type Phase =
  | { kind: 'consent' }
  | { kind: 'screener'; webcam: boolean }
  | { kind: 'leaving' }
  | { kind: 'steps'; sessionId: string; steps: RespondentStep[]; index: number };

interface Collected {
  evoked: Map<string, EvokedAnswer[]>;
  questions: Map<string, QuestionAnswer>;
  demographics: Demographics;
}

/**
 * The respondent's test: consent, the screener (the server's verdict ends it at once or opens a
 * session), then the steps planSteps lists for the session, and the finish that sends the
 * signals, the answers and the completion before following the server's return link.
 */
export function TestFlow({ definition, entry }: TestFlowProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'consent' });
  const [entryError, setEntryError] = useState<string | null>(null);
  const [measurement, setMeasurement] = useState<RespondentMeasurement | null>(null);
  const collected = useRef<Collected>({ evoked: new Map(), questions: new Map(), demographics: {} });
  const camera = useRef<HTMLVideoElement | null>(null);
  const main = useRef<HTMLElement | null>(null);
  const viewer = (definition.stimuli[0]?.viewer ?? 'tv') as Viewer;

  const stepKey = phase.kind === 'steps' ? `${phase.kind}-${phase.index}` : phase.kind;
  useEffect(() => {
    main.current?.focus();
    window.scrollTo(0, 0);
  }, [stepKey]);

  // The camera goes off as soon as no stimulus is left to show.
  useEffect(() => {
    if (phase.kind !== 'steps' || !measurement) return;
    if (!phase.steps.slice(phase.index).some((step) => step.kind === 'stimulus')) measurement.stopCamera();
  }, [phase, measurement]);

  const enter = async (screener: ScreenerAnswers, webcam: boolean) => {
    setEntryError(null);
    try {
      const answer = await fieldworkApi.startSession({
        params: { testId: definition.testId },
        body: { panel: entry, screener, consent: { webcam } },
      });
      if ('sessionId' in answer) {
        setPhase({
          kind: 'steps',
          sessionId: answer.sessionId,
          steps: planSteps(definition, answer, webcam),
          index: 0,
        });
      } else {
        setPhase({ kind: 'leaving' });
        window.location.assign(answer.redirect);
      }
    } catch (error) {
      setEntryError(errorText(error));
    }
  };

  if (phase.kind === 'consent') {
    return (
      <Screen main={main}>
        <ConsentStep
          retentionDays={definition.consent.retentionDays}
          onAgree={({ webcam }) => setPhase({ kind: 'screener', webcam })}
        />
      </Screen>
    );
  }
  if (phase.kind === 'screener' || phase.kind === 'leaving') {
    const webcam = phase.kind === 'screener' && phase.webcam;
    return (
      <Screen main={main}>
        {entryError ? (
          <Alert variation="error" role="alert" marginBottom="1rem">
            {entryError}
          </Alert>
        ) : null}
        <ScreenerStep options={definition.screener} onSubmit={(answers) => enter(answers, webcam)} />
      </Screen>
    );
  }

  const { sessionId, steps, index } = phase;
  const step = steps[index];
  const next = (skip: RespondentStep['kind'][] = []) => {
    let following = index + 1;
    while (following < steps.length && skip.includes(steps[following]?.kind ?? 'complete')) following += 1;
    setPhase({ ...phase, index: following });
  };
  const withoutWebcam = () => {
    measurement?.abandon();
    setMeasurement(null);
    next(['calibration']);
  };

  const finish = async (): Promise<SessionEnded> => {
    await measurement?.finish();
    const { evoked, questions, demographics } = collected.current;
    await fieldworkApi.saveAnswers({
      params: { sessionId },
      body: {
        evoked: steps.flatMap((each) =>
          each.kind === 'evoked' ? (evoked.get(each.stimulus.stimulusId) ?? []) : [],
        ),
        questions: [...questions.values()],
        demographics,
      },
    });
    return fieldworkApi.completeSession({ params: { sessionId } });
  };

  return (
    <Screen main={main} camera={camera}>
      {step?.kind === 'camera' ? (
        <CameraStep
          sessionId={sessionId}
          camera={camera}
          onReady={(started) => {
            setMeasurement(started);
            next();
          }}
          onWithout={() => next(['calibration'])}
        />
      ) : null}
      {step?.kind === 'calibration' && measurement ? (
        <CalibrationStep
          measurement={measurement}
          save={(calibration) => fieldworkApi.saveCalibration({ params: { sessionId }, body: calibration })}
          onDone={() => next()}
          onWithout={withoutWebcam}
        />
      ) : null}
      {step?.kind === 'calibration' && !measurement ? <SkipStep onSkip={() => next()} /> : null}
      {step?.kind === 'stimulus' ? (
        <StimulusStep
          key={step.stimulus.stimulusId}
          stimulus={step.stimulus}
          viewer={viewer}
          position={step.index + 1}
          count={step.count}
          measurement={measurement}
          onDone={() => next()}
        />
      ) : null}
      {step?.kind === 'evoked' ? (
        <EvokedStep
          key={step.stimulus.stimulusId}
          stimulusId={step.stimulus.stimulusId}
          position={step.index + 1}
          count={step.count}
          onSubmit={(answers) => {
            collected.current.evoked.set(step.stimulus.stimulusId, answers);
            next();
          }}
        />
      ) : null}
      {step?.kind === 'question' ? (
        <QuestionStep
          key={step.question.questionId}
          question={step.question}
          answers={step.answers}
          position={step.index + 1}
          count={step.count}
          onSubmit={(answer) => {
            collected.current.questions.set(answer.questionId, answer);
            next();
          }}
        />
      ) : null}
      {step?.kind === 'demographics' ? (
        <DemographicsStep
          onSubmit={(demographics) => {
            collected.current.demographics = demographics;
            next();
          }}
        />
      ) : null}
      {step === undefined || step.kind === 'complete' ? <FinishStep finish={finish} /> : null}
    </Screen>
  );
}

/** A step with nothing to do (calibration without a camera) passes at once. */
function SkipStep({ onSkip }: { onSkip: () => void }) {
  const skipped = useRef(false);
  useEffect(() => {
    if (skipped.current) return;
    skipped.current = true;
    onSkip();
  }, [onSkip]);
  return null;
}

function Screen({
  main,
  camera,
  children,
}: {
  main: RefObject<HTMLElement | null>;
  camera?: RefObject<HTMLVideoElement | null>;
  children: ReactNode;
}) {
  return (
    <main ref={main} tabIndex={-1} className="rsp-main">
      {children}
      {camera ? <video ref={camera} className="rsp-camera" muted playsInline aria-hidden="true" /> : null}
    </main>
  );
}
