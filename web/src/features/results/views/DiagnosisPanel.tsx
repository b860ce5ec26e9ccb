import { useTranslation } from 'react-i18next';
import { sceneSeconds, type AssetAnalysis, type AttentionDrop } from '@adpulse/shared/analysis/index';
import { analysisApi } from '../../../api/analysis.ts';
import { useApi } from '../../../api/use-api.ts';
import { useResults } from '../data/results-source.ts';
import { useFormats } from '../data/use-formats.ts';
import { imageAtSecond, linksRefreshIn } from '../model/heatmap-seconds.ts';

interface DiagnosisProps {
  asset: AssetAnalysis;
  drop: AttentionDrop | null;
  onSeek: (second: number) => void;
}

/**
 * The scenes under the curves: the video's frames (with where respondents looked, the heatmap)
 * at seconds spread over it, plus the second attention drops into. Each is lazy-loaded in a box
 * of reserved size and seeks the video when pressed. Signed-in readers only: a guest link has
 * no route to the per-second images, so it shows the drop and the cut without frames.
 */
function SceneStrip({ asset, drop, onSeek }: DiagnosisProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const source = useResults();
  const images = useApi(
    analysisApi.getAnalysisImages,
    { params: { projectId: source.projectId }, query: { assetId: asset.assetId, kind: 'heatmap' } },
    { area: 'results', refreshInterval: (latest) => linksRefreshIn(latest?.linksExpireAt, Date.now()) },
  );
  const seconds = [...new Set([...sceneSeconds(asset), ...(drop ? [drop.second] : [])])].sort(
    (a, b) => a - b,
  );
  if (seconds.length === 0) return null;
  const list = images.data?.seconds ?? [];
  return (
    <div>
      <h3 className="ap-diagnosis__subtitle">{t('results.diagnosis.scenes')}</h3>
      <ol className="ap-scenes" data-testid="scene-strip" aria-busy={!images.data && !images.error}>
        {seconds.map((second) => {
          const image = images.data ? imageAtSecond(list, second) : null;
          const time = formats.unit(second, 'seconds');
          const isDrop = drop?.second === second;
          return (
            <li key={second} className={isDrop ? 'ap-scene ap-scene--drop' : 'ap-scene'} data-second={second}>
              <button
                type="button"
                className="ap-scene__button"
                onClick={() => onSeek(second)}
                aria-label={t('results.diagnosis.seek', { time })}
              >
                <span className="ap-scene__frame">
                  {image ? (
                    <img
                      src={image.url}
                      alt={t('results.diagnosis.sceneAlt', { time })}
                      loading="lazy"
                      decoding="async"
                      width={160}
                      height={90}
                      data-testid="scene-image"
                    />
                  ) : null}
                </span>
                <span className="ap-scene__caption">
                  {time}
                  {isDrop ? <strong> · {t('results.diagnosis.dropMark')}</strong> : null}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
      {images.error ? (
        <p className="ap-muted" role="alert">
          {t('results.diagnosis.scenesFailed')}
        </p>
      ) : (
        <p className="ap-footnote">{t('results.diagnosis.scenesNote')}</p>
      )}
    </div>
  );
}

/** What a frame-by-frame reading says: where attention drops (if it clears its noise) and the shortest cut. */
export function DiagnosisPanel({ asset, drop, onSeek }: DiagnosisProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const source = useResults();
  if (asset.data_type !== 'video') return null;
  const cut = asset.mediaOptimisation.cut;
  const shorter = cut !== null && cut.end - cut.start < asset.duration;
  const seconds = (value: number) => formats.unit(value, 'seconds');
  return (
    <section className="ap-diagnosis" aria-labelledby="diagnosis-title" data-testid="diagnosis">
      <h3 id="diagnosis-title" className="ap-diagnosis__title">
        {t('results.diagnosis.title')}
      </h3>
      <p
        data-testid="diagnosis-drop"
        data-second={drop?.second ?? ''}
        className={drop ? 'ap-diagnosis__drop' : 'ap-muted'}
      >
        {/* With no drop, the sentence already states the rule: it is not said twice. */}
        {drop ? (
          <>
            {t('results.diagnosis.drop', {
              time: seconds(drop.second),
              from: formats.unit(drop.from, 'percent'),
              to: formats.unit(drop.to, 'percent'),
            })}{' '}
            <span className="ap-muted">{t('results.diagnosis.dropRule')}</span>
          </>
        ) : (
          t('results.diagnosis.noDrop')
        )}
      </p>
      <p
        data-testid="diagnosis-cut"
        data-start={shorter ? cut.start : ''}
        data-end={shorter ? cut.end : ''}
        className={shorter ? 'ap-diagnosis__cut' : 'ap-muted'}
      >
        {shorter
          ? t('results.diagnosis.cut', {
              start: seconds(cut.start),
              end: seconds(cut.end),
              duration: seconds(cut.end - cut.start),
              interval: formats.estimate(cut.duration, 'seconds').interval,
              kept: formats.unit(100 * cut.keptShare, 'percent'),
            })
          : t('results.diagnosis.noCut')}
      </p>
      {source.mode === 'project' ? <SceneStrip asset={asset} drop={drop} onSeek={onSeek} /> : null}
    </section>
  );
}
