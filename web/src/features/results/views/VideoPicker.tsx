import { useId } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';

export interface PickableVideo {
  key: string;
  label: string;
  rank: number | null;
  colour: string;
}

/** Chooses the current video of a tab: a list by rank, with previous and next. */
export function VideoPicker({
  videos,
  index,
  onChange,
}: {
  videos: readonly PickableVideo[];
  index: number;
  onChange: (index: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const current = videos[index];
  if (!current) return null;
  const optionText = (video: PickableVideo) =>
    video.rank === null
      ? video.label
      : t('results.videoPicker.option', { rank: video.rank, name: video.label });
  return (
    <div className="ap-video-picker">
      <span className="ap-swatch" style={{ background: current.colour }} aria-hidden="true" />
      <label htmlFor={id} className="ap-video-picker__label">
        {t('results.videoPicker.label')}
      </label>
      {videos.length > 1 ? (
        <>
          <select
            id={id}
            className="ap-select"
            value={index}
            onChange={(event) => onChange(Number(event.target.value))}
          >
            {videos.map((video, position) => (
              <option key={video.key} value={position}>
                {optionText(video)}
              </option>
            ))}
          </select>
          <span className="ap-video-picker__steps">
            <Button
              size="small"
              variation="link"
              onClick={() => onChange((index - 1 + videos.length) % videos.length)}
              aria-label={t('results.videoPicker.previous')}
            >
              ‹
            </Button>
            <span className="ap-video-picker__position">
              {t('results.videoPicker.position', { current: index + 1, total: videos.length })}
            </span>
            <Button
              size="small"
              variation="link"
              onClick={() => onChange((index + 1) % videos.length)}
              aria-label={t('results.videoPicker.next')}
            >
              ›
            </Button>
          </span>
        </>
      ) : (
        <output id={id} className="ap-video-picker__single">
          {optionText(current)}
        </output>
      )}
    </div>
  );
}
