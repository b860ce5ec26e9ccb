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
}: {
  name: string;
  src: string;
  poster: string | null;
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
      controls
      playsInline
      preload="metadata"
      data-testid={testId}
      aria-label={t('results.chart.player', { name })}
    />
  );
}
