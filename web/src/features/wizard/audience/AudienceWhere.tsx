import { SelectField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, countryByCode } from '@adpulse/shared/wizard/audience';
import { withChosenCountry, withRegion } from './audience-changes.ts';
import { SURVEY_LANGUAGES, regionKey } from './audience-options.ts';
import { CheckboxGroup } from './CheckboxGroup.tsx';
import { languageName, regionName } from './labels.ts';
import type { AudienceForm } from './use-audience-form.ts';

/** Where: the country, the survey language and, when the country has them, its regions. */
export function AudienceWhere({ form }: { form: AudienceForm }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { audience, change, errorOf, register, refined } = form;
  const country = countryByCode(audience.country);
  const regionLabel = (id: string, name: string) => {
    const key = regionKey(id);
    return key ? t(`wizard.regions.${key}`) : name;
  };

  return (
    <section className="ap-card ap-wz-form-section" aria-labelledby="audience-where">
      <h2 id="audience-where">{t('wizard.audience.where')}</h2>
      <div className="ap-wz-form-grid">
        <SelectField
          label={t('wizard.fields.country')}
          placeholder={t('wizard.audience.countryPlaceholder')}
          value={audience.country ?? ''}
          onChange={(event) => change(withChosenCountry(audience, event.target.value))}
          hasError={errorOf('country') !== undefined}
          errorMessage={errorOf('country')}
          ref={register('country')}
          isRequired
        >
          {[...COUNTRIES]
            .map((entry) => ({ code: entry.code, name: regionName(language, entry.code) }))
            .sort((a, b) => a.name.localeCompare(b.name, language))
            .map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.name} ({entry.code})
              </option>
            ))}
        </SelectField>
        <SelectField
          label={t('wizard.audience.language')}
          value={audience.language ?? ''}
          placeholder={audience.language ? undefined : '—'}
          isDisabled={!audience.language}
          onChange={(event) => change({ ...audience, language: event.target.value })}
        >
          {SURVEY_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {languageName(language, code)}
            </option>
          ))}
        </SelectField>
      </div>
      {country && country.regions.length > 0 ? (
        refined ? (
          <CheckboxGroup
            legend={t('wizard.audience.regions')}
            hint={t('wizard.audience.regionsHint')}
            name="region"
            error={errorOf('region')}
            fieldRef={register('region')}
            options={country.regions.map((region) => ({
              value: region.id,
              label: regionLabel(region.id, region.name),
              checked: (audience.region ?? []).includes(region.id),
            }))}
            onToggle={(id, checked) => change(withRegion(audience, id, checked))}
          />
        ) : (
          <p className="ap-wz-field-hint">
            {t('wizard.audience.regions')}:{' '}
            {country.regions.map((region) => regionLabel(region.id, region.name)).join(', ')}
          </p>
        )
      ) : audience.country ? (
        <p className="ap-wz-field-hint">{t('wizard.audience.wholeCountry')}</p>
      ) : null}
    </section>
  );
}
