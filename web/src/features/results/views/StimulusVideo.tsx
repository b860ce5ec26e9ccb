import { useTranslation } from 'react-i18next';

/**
 * A stimulus video with its controls, loading its metadata only until played; the
 * element is handed to `onElement` (a state setter) for the views that follow its playback.
 */
export function StimulusVideo({
  name,
  src,
  poster,
  onElement,
  testId,
  width = null,
  height = null,
}: {
  name: string;
  src: string;
  poster: string | null;
  /** The video's pixel size when known: the player keeps its room before the metadata loads. */
  width?: number | null;
  height?: number | null;
  onElement: (element: HTMLVideoElement | null) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <video
      ref={onElement}
      className="ap-player"
      src={src}
      poster={poster ?? undefined}
      width={width ?? undefined}
      height={height ?? undefined}
      controls
      playsInline
      preload="metadata"
      data-testid={testId}
      aria-label={t('results.chart.player', { name })}
    />
  );
}
