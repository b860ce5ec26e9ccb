import { useTranslation } from 'react-i18next';

/**
 * Marks numbers that come from simulated respondents, wherever they show: a results side of the
 * comparison, a dashboard card. The results screens also say it in a banner (results/views/Banners.tsx).
 */
export function SimulatedTag() {
  const { t } = useTranslation();
  return (
    <span className="ap-badge" data-simulated="true" data-testid="simulated-tag">
      {t('results.simulated.tag')}
    </span>
  );
}
