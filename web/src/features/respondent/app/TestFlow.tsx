import { Alert, Button, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelEntry, TestDefinition } from '@adpulse/shared/fieldwork/index';
import { ConsentStep } from '../entry/ConsentStep.tsx';
import { ScreenerStep } from '../entry/ScreenerStep.tsx';
import type { RespondentStep } from '../flow/plan.ts';
import { FlowScreen } from './FlowScreen.tsx';
import { progressStore, type ProgressStorage } from './flow-progress.ts';
import { flowReducer, initialFlowState } from './flow-state.ts';
import { LIVE_CALLS, type RespondentCalls } from './respondent-calls.ts';
import { SessionSteps } from './SessionSteps.tsx';
import { useKeptPlace } from './use-kept-place.ts';
import { useSessionEntry } from './use-session-entry.ts';

export interface TestFlowProps {
  definition: TestDefinition;
  entry: PanelEntry;
  /** The server's respondent calls, or a preview's, which send nothing. */
  calls?: RespondentCalls;
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
 * goes on at the same step, a video where it was. The transitions are `flowReducer`'s.
 */
export function TestFlow({ definition, entry, calls = LIVE_CALLS }: TestFlowProps) {
  const { t } = useTranslation();
  const progress = useMemo(
    () => progressStore(calls.storage ?? deviceStorage(), definition.testId, entry.respondentId),
    [calls.storage, definition.testId, entry.respondentId],
  );
  const [{ phase, entryError }, dispatch] = useReducer(flowReducer, null, () =>
    initialFlowState(progress.read()),
  );
  const kept = useKeptPlace(progress);
  const { enter, resume } = useSessionEntry({
    definition,
    entry,
    calls,
    progress,
    restore: kept.restore,
    dispatch,
  });
  const camera = useRef<HTMLVideoElement | null>(null);
  const main = useRef<HTMLElement | null>(null);
  const stepDone = useCallback((skip?: RespondentStep['kind'][]) => dispatch({ type: 'stepDone', skip }), []);

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

  if (phase.kind === 'steps') {
    return (
      <FlowScreen main={main} camera={camera}>
        <SessionSteps
          phase={phase}
          definition={definition}
          calls={calls}
          progress={progress}
          kept={kept}
          camera={camera}
          onStepDone={stepDone}
        />
      </FlowScreen>
    );
  }
  const entryAlert = entryError ? (
    <Alert variation="error" role="alert" marginBottom={phase.kind === 'resuming' ? undefined : '1rem'}>
      {entryError}
    </Alert>
  ) : null;
  if (phase.kind === 'resuming') {
    return (
      <FlowScreen main={main}>
        {entryAlert ? (
          <Flex direction="column" gap="1rem">
            {entryAlert}
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
      </FlowScreen>
    );
  }
  if (phase.kind === 'consent') {
    return (
      <FlowScreen main={main}>
        <ConsentStep
          retentionDays={definition.consent.retentionDays}
          onAgree={({ webcam }) => dispatch({ type: 'agreed', webcam })}
        />
      </FlowScreen>
    );
  }
  return (
    <FlowScreen main={main}>
      {entryAlert}
      <ScreenerStep
        options={definition.screener}
        onSubmit={(answers) => enter(answers, phase.kind === 'screener' && phase.webcam)}
      />
    </FlowScreen>
  );
}
