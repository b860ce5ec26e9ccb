import { Radio, RadioGroupField, SwitchField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { AGE_GROUPS, POPULATIONS, type AgeGroup, type Population } from '@adpulse/shared/projects/constants';
import { AUDIENCE_TYPES, withTargetGroup } from '@adpulse/shared/wizard/audience';
import type { ClientType } from '@adpulse/shared';
import { withGender, withRefinement } from './audience-changes.ts';
import { CheckboxGroup } from './CheckboxGroup.tsx';
import { ageLabel, ageShare, percent } from './labels.ts';
import type { AudienceForm } from './use-audience-form.ts';

/** Who: the target group with its default split, and (refined) the age ranges and genders. */
export function AudienceWho({ form, clientType }: { form: AudienceForm; clientType: ClientType }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { audience, change, errorOf, register, refined } = form;
  const population: Population = audience.population ?? 'national';
  const split = AUDIENCE_TYPES[population];

  return (
    <section className="ap-card ap-wz-form-section" aria-labelledby="audience-who">
      <h2 id="audience-who">{t('wizard.audience.who')}</h2>
      <RadioGroupField
        legend={t('wizard.audience.targetGroup')}
        name="population"
        value={population}
        onChange={(event) => change(withTargetGroup(audience, event.target.value as Population))}
        className="ap-wz-target-groups"
      >
        {POPULATIONS.map((group) => (
          <Radio key={group} value={group}>
            <span className="ap-wz-target-group__name">{t(`wizard.audience.${group}`)}</span>
            <span className="ap-wz-target-group__hint">{t(`wizard.audience.${group}Hint`)}</span>
            <span className="ap-wz-target-group__split">
              {t('wizard.audience.defaultSplit')}:{' '}
              {AGE_GROUPS[group]
                .map((age) => `${ageLabel(age)} ${percent(language, ageShare(group, age))}`)
                .join(' · ')}
              {' · '}
              {t('wizard.audience.female')} {percent(language, AUDIENCE_TYPES[group].genderSplit.female)},{' '}
              {t('wizard.audience.male')} {percent(language, AUDIENCE_TYPES[group].genderSplit.male)}
            </span>
          </Radio>
        ))}
      </RadioGroupField>
      {clientType === 'regular' ? (
        <SwitchField
          label={t('wizard.audience.refine')}
          isChecked={audience.refineAudience === true}
          onChange={(event) => change(withRefinement(audience, event.target.checked))}
          labelPosition="end"
          descriptiveText={t('wizard.audience.refineHint')}
        />
      ) : null}
      {refined ? (
        <div className="ap-wz-form-grid">
          <CheckboxGroup
            legend={t('wizard.audience.ageRanges')}
            hint={t('wizard.audience.ageRangesHint')}
            name="ageGroups"
            error={errorOf('ageGroups')}
            fieldRef={register('ageGroups')}
            options={AGE_GROUPS[population].map((group: AgeGroup) => ({
              value: group,
              label: `${ageLabel(group)} · ${percent(language, ageShare(population, group))}`,
              checked: audience[group] === true,
            }))}
            onToggle={(group, checked) => change({ ...audience, [group]: checked })}
          />
          <CheckboxGroup
            legend={t('wizard.audience.gender')}
            name="genre"
            error={errorOf('genre')}
            fieldRef={register('genre')}
            options={(['female', 'male'] as const).map((gender) => ({
              value: gender,
              label: `${t(`wizard.audience.${gender}`)} · ${percent(language, split.genderSplit[gender])}`,
              checked: audience.genre?.[gender] === true,
            }))}
            onToggle={(gender, checked) => change(withGender(audience, gender as 'female' | 'male', checked))}
          />
        </div>
      ) : null}
    </section>
  );
}
