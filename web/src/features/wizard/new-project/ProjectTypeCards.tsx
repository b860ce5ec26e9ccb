import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PACKAGES, productsFor, type ProductType } from '@adpulse/shared/projects/constants';
import { useMoney } from '../../../i18n/use-money.ts';

/**
 * The packages of spec section 9 a regular account may buy, as radio cards: videos, length,
 * respondents, price in euros. The contract products (custom, researchonly) are a custom
 * client's only (`offersProduct`), and the API refuses them to anyone else.
 */
export function ProjectTypeCards({
  registration,
  selected,
  error,
}: {
  registration: UseFormRegisterReturn<'type'>;
  selected: string | undefined;
  error?: string;
}) {
  const { t } = useTranslation();
  const formatEuro = useMoney();
  const videosText = (type: ProductType) => {
    const videos = PACKAGES[type].videos;
    if (videos === null) return t('wizard.package.unlimited');
    return videos === 0 ? t('wizard.package.none') : String(videos);
  };
  return (
    <fieldset className="ap-wz-type-cards" aria-invalid={error ? true : undefined}>
      <legend>{t('wizard.newProject.typeLegend')}</legend>
      <div className="ap-wz-type-cards__grid">
        {productsFor('regular').map((type) => {
          const pkg = PACKAGES[type];
          return (
            <label key={type} className="ap-wz-type-card" data-selected={selected === type || undefined}>
              <input type="radio" value={type} className="ap-wz-type-card__input" {...registration} />
              <span className="ap-wz-type-card__name">{t(`wizard.types.${type}`)}</span>
              <span className="ap-wz-type-card__description">{t(`wizard.typeDescriptions.${type}`)}</span>
              <dl className="ap-wz-type-card__facts">
                <div>
                  <dt>{t('wizard.package.videos')}</dt>
                  <dd>{videosText(type)}</dd>
                </div>
                <div>
                  <dt>{t('wizard.package.length')}</dt>
                  <dd>{pkg.maxMinutes ? t('wizard.package.minutes', { minutes: pkg.maxMinutes }) : '—'}</dd>
                </div>
                <div>
                  <dt>{t('wizard.package.respondents')}</dt>
                  <dd>{pkg.respondents}</dd>
                </div>
              </dl>
              <span className="ap-wz-type-card__price">
                <span className="ap-visually-hidden">{t('wizard.package.price')}: </span>
                {pkg.quoted ? t('wizard.package.quoted') : formatEuro(pkg.price)}
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p className="ap-wz-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
