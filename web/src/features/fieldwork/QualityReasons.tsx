import { useTranslation } from 'react-i18next';
import { QUALITY_REASONS } from '@adpulse/shared/fieldwork/index';
import type { FieldworkView } from '@adpulse/shared/fieldwork/views';

/**
 * The quality terminations by reason, and the speeders the analysis removed (docs/methodology.md, "Respondent quality"), each reason
 * with its count; shown once there is at least one.
 */
export function QualityReasons({
  view,
}: {
  view: Pick<FieldworkView, 'qualityTerminations' | 'qualityReasons'>;
}) {
  const { t } = useTranslation();
  // Speeders are judged by the analysis among the completes, so they count here without a termination.
  if (QUALITY_REASONS.every((reason) => view.qualityReasons[reason] === 0)) return null;
  return (
    <section className="ap-fw-quality" aria-label={t('fieldwork.quality.title')}>
      <h3 className="ap-fw-quality__title">{t('fieldwork.quality.title')}</h3>
      <dl className="ap-fw-quality__list">
        {QUALITY_REASONS.filter((reason) => view.qualityReasons[reason] > 0).map((reason) => (
          <div key={reason} data-quality-reason={reason}>
            <dt title={t(`fieldwork.quality.rules.${reason}`)}>{t(`fieldwork.quality.reasons.${reason}`)}</dt>
            <dd>{view.qualityReasons[reason]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
