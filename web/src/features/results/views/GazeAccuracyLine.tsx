import { useTranslation } from 'react-i18next';
import type { Analysis } from '@adpulse/shared/analysis/index';
import { useFormats } from '../data/use-formats.ts';

/**
 * How accurate the gaze behind the maps is: the median stored validation error of the
 * respondents in the maps, in CSS px, degrees and as a share of chance on their own screens.
 * Nothing when no respondent's gaze passed (the maps are empty then).
 */
export function GazeAccuracyLine({ samples }: { samples: Analysis['assets'][number]['samples'] }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const accuracy = samples.gaze_accuracy;
  if (!accuracy) return null;
  return (
    <p className="ap-muted ap-sample-line" data-testid="gaze-accuracy">
      {t('results.gazeAccuracy', {
        n: formats.count(samples.saliency_samples),
        count: samples.saliency_samples,
        px: formats.number(accuracy.median_px),
        deg: formats.number(accuracy.median_deg, 1),
        ratio: formats.number(accuracy.median_chance_ratio * 100),
      })}
    </p>
  );
}
