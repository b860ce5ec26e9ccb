import { Radio, RadioGroupField, SelectField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { SAMPLE_SIZES, VIEWERS } from '@adpulse/shared/projects/constants';
import { BRAND_CATEGORIES, isSampleSize } from './audience-options.ts';
import type { AudienceForm } from './use-audience-form.ts';

/** The study: the brand category, the channel (the project's viewer unless changed) and the sample size. */
export function AudienceStudy({ form, viewer }: { form: AudienceForm; viewer: string }) {
  const { t } = useTranslation();
  const { audience, change, errorOf, register } = form;

  return (
    <section className="ap-card ap-wz-form-section" aria-labelledby="audience-study">
      <h2 id="audience-study">{t('wizard.audience.study')}</h2>
      <div className="ap-wz-form-grid">
        <SelectField
          label={t('wizard.fields.category')}
          placeholder={t('wizard.audience.categoryPlaceholder')}
          value={audience.category ?? ''}
          onChange={(event) => change({ ...audience, category: event.target.value })}
          hasError={errorOf('category') !== undefined}
          errorMessage={errorOf('category')}
          ref={register('category')}
          isRequired
        >
          {BRAND_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`wizard.categories.${category}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('wizard.audience.channel')}
          value={audience.channel ?? viewer}
          onChange={(event) => change({ ...audience, channel: event.target.value })}
        >
          {VIEWERS.map((each) => (
            <option key={each} value={each}>
              {t(`wizard.viewers.${each}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <RadioGroupField
        legend={t('wizard.audience.sampleSize')}
        name="sampleSize"
        direction="row"
        className="ap-wz-sample-sizes"
        value={String(audience.sampleSize ?? '')}
        onChange={(event) => {
          const size = Number(event.target.value);
          if (isSampleSize(size)) change({ ...audience, sampleSize: size });
        }}
      >
        {SAMPLE_SIZES.map((size) => (
          <Radio key={size} value={String(size)}>
            {t('wizard.audience.respondents', { respondents: size, count: size })}
          </Radio>
        ))}
      </RadioGroupField>
    </section>
  );
}
