import { Alert, Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { watchHides } from './watch-hides.ts';
import type { PlaybackReport, TestStimulus } from '@adpulse/shared/fieldwork/index';
import type { Viewer } from '@adpulse/shared/projects/constants';
import { ViewerFrame } from '../viewers/ViewerFrame.tsx';
import type { RespondentMeasurement } from './respondent-measurement.ts';

export interface StimulusStepProps {
  stimulus: TestStimulus;
  viewer: Viewer;
  /** The advertiser the feed mock-ups name (the client's brand); null: a neutral "Advertiser". */
  advertiser: string | null;
  /** 1-based place and count ("Ad 1 of 2"). */
  position: number;
  count: number;
  /** The measurement, when the respondent allowed the webcam. */
  measurement: RespondentMeasurement | null;
  /** Where a video resumes (seconds), after a reload in the middle of it. */
  startAt?: number;
  /** How far the video has played, as it plays (the flow keeps it for a reload). */
  onPlayed?: (seconds: number) => void;
  /** The ad's playback so far, on each seek or hide (the playback quality rule). */
  onPlayback?: (report: PlaybackReport) => void;
  onDone: () => void;
}

/**
 * One stimulus in its viewer mock-up, played to its end (no controls, nothing skips it). While
 * it shows, the measurement stamps each sample with the video's currentTime (an image: seconds
 * since it appeared) and samples nothing while a video is paused or buffering. A seek in the
 * video once it played (not the resume of a reload) or the page hidden while the ad shows (not left) is
 * reported (`onPlayback`): the session then ends for playback (docs/methodology.md).
 */
export function StimulusStep({
  stimulus,
  viewer,
  advertiser,
  position,
  count,
  measurement,
  startAt,
  onPlayed,
  onPlayback,
  onDone,
}: StimulusStepProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement | null>(null);
  const image = useRef<HTMLImageElement | null>(null);
  const [needsPlay, setNeedsPlay] = useState(false);
  const [failed, setFailed] = useState(false);
  const done = useRef(false);
  const playing = useRef(false);
  const report = useRef<PlaybackReport>({ stimulusId: stimulus.stimulusId, seeks: 0, hides: 0 });
  const reportEvent = (kind: 'seeks' | 'hides') => {
    if (done.current) return;
    report.current = { ...report.current, [kind]: report.current[kind] + 1 };
    onPlayback?.(report.current);
  };

  useEffect(() => {
    return watchHides({ document, window }, () => reportEvent('hides'));
    // Once per stimulus; reportEvent reads refs only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const finish = () => {
    if (done.current) return;
    done.current = true;
    measurement?.session.unbindStimulus();
    onDone();
  };

  const play = () => {
    const element = video.current;
    if (!element) return;
    setNeedsPlay(false);
    element.play().catch((error: unknown) => {
      // Autoplay refused (no gesture on this page yet): the respondent starts it.
      if (error instanceof DOMException && error.name === 'NotAllowedError') setNeedsPlay(true);
    });
  };

  useEffect(() => {
    if (stimulus.kind !== 'video') return;
    const element = video.current;
    if (!element) return;
    // Before metadata, this sets where playback starts (the HTML default playback start position).
    if (startAt && startAt > 0) element.currentTime = startAt;
    measurement?.session.bindStimulus({ stimulusId: stimulus.stimulusId, element });
    play();
    return () => measurement?.session.unbindStimulus();
    // The stimulus step mounts once per stimulus (keyed by the flow).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const imageShown = () => {
    const element = image.current;
    if (!element || done.current) return;
    measurement?.session.bindStimulus({
      stimulusId: stimulus.stimulusId,
      element,
      shownAt: performance.now(),
    });
    window.setTimeout(finish, stimulus.duration * 1000);
  };

  const retry = () => {
    setFailed(false);
    video.current?.load();
    play();
  };

  return (
    <Flex direction="column" gap="0.75rem" as="section" aria-labelledby="stimulus-title">
      <Heading level={1} id="stimulus-title">
        {t('respondent.stimulus.title', { position, total: count })}
      </Heading>
      <Text>{t('respondent.stimulus.watch')}</Text>
      <ViewerFrame viewer={viewer} brand={advertiser ?? t('respondent.viewer.advertiser')}>
        {stimulus.kind === 'video' ? (
          <video
            ref={video}
            src={stimulus.src}
            playsInline
            preload="auto"
            data-stimulus={stimulus.stimulusId}
            onEnded={finish}
            onPlaying={() => {
              playing.current = true;
            }}
            onSeeking={() => {
              if (playing.current) reportEvent('seeks');
            }}
            onTimeUpdate={(event) => onPlayed?.(event.currentTarget.currentTime)}
            onError={() => setFailed(true)}
          />
        ) : (
          <img
            ref={image}
            src={stimulus.src}
            alt={stimulus.name}
            data-stimulus={stimulus.stimulusId}
            onLoad={imageShown}
            onError={() => setFailed(true)}
          />
        )}
      </ViewerFrame>
      {needsPlay ? (
        <Button variation="primary" onClick={play}>
          {t('respondent.stimulus.play')}
        </Button>
      ) : null}
      {failed ? (
        <Alert variation="error" role="alert">
          <Flex direction="column" gap="0.5rem">
            <Text>{t('respondent.stimulus.failed')}</Text>
            {stimulus.kind === 'video' ? (
              <Button onClick={retry}>{t('respondent.stimulus.retry')}</Button>
            ) : null}
          </Flex>
        </Alert>
      ) : null}
    </Flex>
  );
}
