import { Alert, Button, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  Demographics,
  EvokedAnswer,
  PanelEntry,
  QuestionAnswer,
  ScreenerAnswers,
  SessionEnded,
  SessionStarted,
  TestDefinition,
} from '@adpulse/shared/fieldwork/index';
import type { Viewer } from '@adpulse/shared/projects/constants';
import { errorText } from '../../../api/error-text.ts';
import { ConsentStep } from '../entry/ConsentStep.tsx';
import { ScreenerStep } from '../entry/ScreenerStep.tsx';
import { planSteps, type RespondentStep } from '../flow/plan.ts';
import type { GazeModel } from '../measurement/index.ts';
import { DemographicsStep } from '../questions/DemographicsStep.tsx';
import { EvokedStep } from '../questions/EvokedStep.tsx';
import { CalibrationStep } from './CalibrationStep.tsx';
import { CameraStep } from './CameraStep.tsx';
import { FinishStep } from './FinishStep.tsx';
import { QuestionStep } from './QuestionStep.tsx';
import { RevalidationStep } from './RevalidationStep.tsx';
import { progressStore, resumePlan, type FlowProgress, type ProgressStorage } from './flow-progress.ts';
import { sendLeftoverSignals, type RespondentMeasurement } from './respondent-measurement.ts';
import { StimulusStep } from './StimulusStep.tsx';
import { deviceKey } from './device-key.ts';
import { LIVE_CALLS, type RespondentCalls } from './respondent-calls.ts';

export interface TestFlowProps {
  definition: TestDefinition;
  entry: PanelEntry;
  /** The server's respondent calls, or a preview's, which send nothing. */
  calls?: RespondentCalls;
}

interface StepsPhase {
  kind: 'steps';
  sessionId: string;
  webcam: boolean;
  screener: ScreenerAnswers;
  steps: RespondentStep[];
  index: number;
  /** After a reload with the camera on: the camera starts again, then the flow goes on here. */
  resumeAt: number | null;
}

type Phase =
  | { kind: 'consent' }
  | { kind: 'screener'; webcam: boolean }
  | { kind: 'resuming'; progress: FlowProgress }
  | { kind: 'leaving' }
  | StepsPhase;

interface Collected {
  evoked: Map<string, EvokedAnswer[]>;
  questions: Map<string, QuestionAnswer>;
  demographics: Demographics;
}

/** The page's storage, or none where the browser refuses it (private modes). */
function deviceStorage(): ProgressStorage {
  try {
    return window.localStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  }
}

/**
 * The respondent's test: consent, the screener (the server's verdict ends it at once or opens a
 * session), then the steps planSteps lists for the session, and the finish that sends the
 * signals, the answers and the completion before following the server's return link. The place
 * reached is kept on the device (flow-progress.ts): a reload enters the same session again and
 * goes on at the same step, a video where it was.
 */
export function TestFlow({ definition, entry, calls = LIVE_CALLS }: TestFlowProps) {
  const { t } = useTranslation();
  const progress = useMemo(
    () => progressStore(calls.storage ?? deviceStorage(), definition.testId, entry.respondentId),
    [calls.storage, definition.testId, entry.respondentId],
  );
  const [phase, setPhase] = useState<Phase>(() => {
    const saved = progress.read();
    return saved ? { kind: 'resuming', progress: saved } : { kind: 'consent' };
  });
  const [entryError, setEntryError] = useState<string | null>(null);
  const [measurement, setMeasurement] = useState<RespondentMeasurement | null>(null);
  const collected = useRef<Collected>({ evoked: new Map(), questions: new Map(), demographics: {} });
  const gaze = useRef<GazeModel | null>(null);
  const playedTo = useRef<FlowProgress['playedTo']>(null);
  const camera = useRef<HTMLVideoElement | null>(null);
  const main = useRef<HTMLElement | null>(null);
  const viewer = (definition.stimuli[0]?.viewer ?? 'tv') as Viewer;

  const save = (current: StepsPhase, measuring: boolean) => {
    // While the camera starts again after a reload, the kept place stays the one to go back to.
    if (current.resumeAt !== null) return;
    const { evoked, questions, demographics } = collected.current;
    progress.write({
      sessionId: current.sessionId,
      webcam: current.webcam,
      measuring,
      screener: current.screener,
      index: current.index,
      evoked: Object.fromEntries(evoked),
      questions: [...questions.values()],
      demographics,
      gaze: gaze.current,
      playedTo: playedTo.current,
    });
  };

  useEffect(() => {
    if (phase.kind === 'steps') save(phase, measurement !== null);
    // Saved whenever the step or the measurement changes; `save` reads the refs of this render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, measurement]);

  const leave = (redirect: string) => {
    progress.clear();
    setPhase({ kind: 'leaving' });
    window.location.assign(redirect);
  };

  const open = (
    answer: SessionStarted,
    screener: ScreenerAnswers,
    webcam: boolean,
    resumed?: FlowProgress,
  ) => {
    const steps = planSteps(definition, answer, webcam);
    const place = resumed ? resumePlan(resumed, steps) : { index: 0, resumeAt: null };
    setPhase({ kind: 'steps', sessionId: answer.sessionId, webcam, screener, steps, ...place });
  };

  const resume = async (saved: FlowProgress) => {
    setEntryError(null);
    try {
      const answer = await calls.startSession({
        params: { testId: definition.testId },
        body: {
          panel: entry,
          screener: saved.screener,
          consent: { webcam: saved.webcam },
          device: await deviceKey(window.localStorage),
        },
      });
      if (!('sessionId' in answer)) {
        leave(answer.redirect);
        return;
      }
      if (answer.sessionId !== saved.sessionId) {
        progress.clear();
        open(answer, saved.screener, saved.webcam);
        return;
      }
      collected.current = {
        evoked: new Map(Object.entries(saved.evoked)),
        questions: new Map(saved.questions.map((answered) => [answered.questionId, answered])),
        demographics: saved.demographics,
      };
      gaze.current = saved.gaze;
      playedTo.current = saved.playedTo;
      open(answer, saved.screener, saved.webcam, saved);
    } catch (error) {
      setEntryError(errorText(error));
    }
  };

  const resuming = phase.kind === 'resuming' ? phase.progress : null;
  useEffect(() => {
    if (resuming) void resume(resuming);
    // Runs once per kept place read; a retry is the respondent's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resuming]);

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
      const answer = await calls.startSession({
        params: { testId: definition.testId },
        body: { panel: entry, screener, consent: { webcam }, device: await deviceKey(window.localStorage) },
      });
      if ('sessionId' in answer) open(answer, screener, webcam);
      else leave(answer.redirect);
    } catch (error) {
      setEntryError(errorText(error));
    }
  };

  if (phase.kind === 'resuming') {
    return (
      <Screen main={main}>
        {entryError ? (
          <Flex direction="column" gap="1rem">
            <Alert variation="error" role="alert">
              {entryError}
            </Alert>
            <Button variation="primary" onClick={() => void resume(phase.progress)}>
              {t('respondent.app.retry')}
            </Button>
          </Flex>
        ) : (
          <Flex alignItems="center" gap="0.5rem" role="status">
            <Loader />
            <Text>{t('respondent.app.loading')}</Text>
          </Flex>
        )}
      </Screen>
    );
  }
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

  const { sessionId, steps, index, resumeAt } = phase;
  const step = steps[index];
  const next = (skip: RespondentStep['kind'][] = []) => {
    if (step?.kind === 'stimulus') playedTo.current = null;
    if (resumeAt !== null) {
      setPhase({ ...phase, index: resumeAt, resumeAt: null });
      return;
    }
    let following = index + 1;
    while (following < steps.length && skip.includes(steps[following]?.kind ?? 'complete')) following += 1;
    setPhase({ ...phase, index: following });
  };
  const withoutWebcam = () => {
    measurement?.abandon();
    setMeasurement(null);
    next(['calibration', 'revalidation']);
  };

  const finish = async (): Promise<SessionEnded> => {
    if (measurement) await measurement.finish();
    else if (phase.webcam && calls === LIVE_CALLS) await sendLeftoverSignals(sessionId);
    const { evoked, questions, demographics } = collected.current;
    await calls.saveAnswers({
      params: { sessionId },
      body: {
        evoked: steps.flatMap((each) =>
          each.kind === 'evoked' ? (evoked.get(each.stimulus.stimulusId) ?? []) : [],
        ),
        questions: [...questions.values()],
        demographics,
      },
    });
    const ended = await calls.completeSession({ params: { sessionId } });
    progress.clear();
    return ended;
  };

  return (
    <Screen main={main} camera={camera}>
      {step?.kind === 'camera' ? (
        <CameraStep
          sessionId={sessionId}
          calls={calls}
          camera={camera}
          onReady={(started) => {
            if (gaze.current) started.session.setGazeModel(gaze.current);
            setMeasurement(started);
            next();
          }}
          onWithout={() => next(['calibration', 'revalidation'])}
        />
      ) : null}
      {step?.kind === 'calibration' && measurement ? (
        <CalibrationStep
          measurement={measurement}
          save={(calibration) => calls.saveCalibration({ params: { sessionId }, body: calibration })}
          onDone={(fitted) => {
            gaze.current = fitted;
            next();
          }}
          onWithout={withoutWebcam}
        />
      ) : null}
      {step?.kind === 'calibration' && !measurement ? <SkipStep onSkip={() => next()} /> : null}
      {step?.kind === 'revalidation' && measurement && gaze.current ? (
        <RevalidationStep
          measurement={measurement}
          gaze={gaze.current}
          save={(validation) => calls.saveEndValidation({ params: { sessionId }, body: validation })}
          onDone={() => next()}
        />
      ) : null}
      {step?.kind === 'revalidation' && !(measurement && gaze.current) ? (
        <SkipStep onSkip={() => next()} />
      ) : null}
      {step?.kind === 'stimulus' ? (
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
