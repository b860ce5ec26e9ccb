import { useEffect, useState } from 'react';
import { Button, Loader } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import type { ImageKind } from '@adpulse/shared/analysis/index';
import { analysisApi } from '../../../api/analysis.ts';
import { errorText } from '../../../api/error-text.ts';
import { useApi } from '../../../api/use-api.ts';
import { useFormats } from '../data/use-formats.ts';
import { lastSecondOf, useScrubbedSecond, useStimulusTime } from '../data/use-playback-time.ts';
import { imageAtSecond, imagesToPreload, linksRefreshIn } from '../model/heatmap-seconds.ts';
import type { ResultVideo } from '../model/videos.ts';
import { SecondSlider } from './SecondSlider.tsx';
import { StimulusVideo } from './StimulusVideo.tsx';

/** Seconds of maps loaded ahead of the one shown, so playback and scrubbing swap without a flash. */
const PRELOAD_AHEAD = 3;

/** Loads images into the browser's cache (nothing on screen) while they are wanted. */
function usePreload(urls: readonly string[]): void {
  const wanted = urls.join('\n');
  useEffect(() => {
    for (const url of wanted.split('\n').filter(Boolean)) {
      const image = new Image();
      image.decoding = 'async';
      image.src = url;
    }
  }, [wanted]);
}

/**
 * A video and, beside it (under it on narrow screens), the map of the second it is at: playing
 * the video moves the slider and the map, the slider seeks the video. The per-second maps of the
 * chosen kind are read when first shown; "whole video" shows the summary map instead.
 */
export function HeatmapStage({
  projectId,
  video,
  kind,
  summary,
  src,
  poster,
}: {
  projectId: string;
  video: ResultVideo;
  kind: ImageKind;
  summary: string;
  src: string | null;
  poster: string | null;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const [player, setPlayer] = useState<HTMLVideoElement | null>(null);
  const [whole, setWhole] = useState(false);
  const { asset } = video;
  const { time, moveTo } = useStimulusTime(player, src !== null, video.assetId, asset.duration);
  const lastSecond = lastSecondOf(asset.duration);
  const [second, scrub] = useScrubbedSecond(time, lastSecond, moveTo);
  const seconds = useApi(
    analysisApi.getAnalysisImages,
    { params: { projectId }, query: { assetId: video.assetId, kind } },
    { area: 'results', refreshInterval: (latest) => linksRefreshIn(latest?.linksExpireAt, Date.now()) },
  );
  const list = seconds.data?.seconds ?? [];
  const current = imageAtSecond(list, second);
  usePreload(whole ? [] : imagesToPreload(list, second, PRELOAD_AHEAD));

  const map = t(`results.heatmap.${kind}`);
  const at = formats.unit(second, 'seconds');
  const shown = whole
    ? { url: summary, scope: 'summary' }
    : current
      ? { url: current.url, scope: 'second' }
      : null;
  return (
    <div className="ap-heatmap__stage">
      <div className="ap-heatmap__pane">
        {src ? (
          <StimulusVideo
            name={video.name}
            src={src}
            poster={poster}
            onElement={setPlayer}
            testId="heatmap-video"
          />
        ) : (
          <p className="ap-player ap-player--missing">{t('results.chart.noMedia')}</p>
        )}
        <SecondSlider
          label={t('results.heatmap.scrubber')}
          lastSecond={lastSecond}
          second={second}
          valueText={at}
          onChange={scrub}
          testId="heatmap-slider"
        />
        <label className="ap-heatmap__whole">
          <input type="checkbox" checked={whole} onChange={(event) => setWhole(event.target.checked)} />{' '}
          {t('results.heatmap.whole')}
        </label>
      </div>
      <figure className="ap-heatmap__pane ap-heatmap__map" aria-busy={!shown && !seconds.error}>
        {shown ? (
          <img
            className="ap-heatmap__image"
            data-testid="heatmap-image"
            data-kind={kind}
            data-scope={shown.scope}
            data-second={whole ? undefined : current?.t}
            src={shown.url}
            alt={
              whole
                ? t('results.heatmap.wholeAlt', { map, name: video.name })
                : t('results.heatmap.secondAlt', { map, name: video.name, time: at })
            }
          />
        ) : seconds.error ? (
          <div role="alert" className="ap-heatmap__failed">
            <p>{t('results.heatmap.failed')}</p>
            <p className="ap-muted">{errorText(seconds.error)}</p>
            <Button size="small" onClick={() => void seconds.mutate()}>
              {t('results.retry')}
            </Button>
          </div>
        ) : seconds.data ? (
          <p className="ap-muted">{t('results.heatmap.none')}</p>
        ) : (
          <p className="ap-heatmap__loading" role="status">
            <Loader size="small" /> {t('results.heatmap.loading')}
          </p>
        )}
        <figcaption className="ap-muted">
          {map} · {whole ? t('results.heatmap.wholeCaption') : t('results.heatmap.atTime', { time: at })}
        </figcaption>
      </figure>
    </div>
  );
}
