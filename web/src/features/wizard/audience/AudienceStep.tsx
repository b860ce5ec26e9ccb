import { useRef, useState } from 'react';
import { Alert, Radio, RadioGroupField, SelectField, SwitchField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import {
  AGE_GROUPS,
  POPULATIONS,
  SAMPLE_SIZES,
  VIEWERS,
  type AgeGroup,
  type Population,
} from '@adpulse/shared/projects/constants';
import type { Audience } from '@adpulse/shared/projects/schemas';
import {
  AUDIENCE_TYPES,
  COUNTRIES,
  countryByCode,
  withCountry,
  withTargetGroup,
} from '@adpulse/shared/wizard/audience';
import { audienceProblems } from '@adpulse/shared/wizard/steps';
import { fieldMessage } from '../../../i18n/i18n.ts';
import {
  BRAND_CATEGORIES,
  SURVEY_LANGUAGES,
  isSampleSize,
  languageOfCountry,
  regionKey,
  startingAudience,
} from './audience-options.ts';
import { nextStep } from '../bars.ts';
import { useWizard } from '../wizard-context.tsx';
import { StepActions } from '../StepActions.tsx';
import { CheckboxGroup } from './CheckboxGroup.tsx';
import { ageLabel, ageShare, languageName, percent, regionName } from './labels.ts';

type ProblemField = 'country' | 'category' | 'genre' | 'ageGroups' | 'region';

/** Audience: where, who and what the study is about; every change is saved as the user goes. */
export function AudienceStep() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { project, clientType, bar, save, goTo } = useWizard();
  const [audience, setAudience] = useState<Audience>(() =>
    startingAudience(project.audience, project.type, project.viewer),
  );
  const [showProblems, setShowProblems] = useState(false);
  const fields = useRef(new Map<ProblemField, HTMLElement | null>());
  const refined = clientType === 'custom' || audience.refineAudience === true;
  const population: Population = audience.population ?? 'national';
  const country = countryByCode(audience.country);

  const problems = audienceProblems(audience, clientType);
  const errorOf = (field: ProblemField) => {
    if (!showProblems) return undefined;
    const problem = problems.find((candidate) => candidate.field === field);
    return problem ? fieldMessage(problem.message, `wizard.fields.${field}`) : undefined;
  };

  function change(next: Audience) {
    setAudience(next);
    save(
      next.country !== audience.country
        ? { audience: next, country: next.country ?? null }
        : { audience: next },
    );
  }

  function chooseCountry(code: string) {
    const next = withCountry(audience, code);
    change({ ...next, language: languageOfCountry(code) });
  }

  /** Without refinement the default split applies: both genders, all ages and regions. */
  function setRefined(on: boolean) {
    if (on) return change({ ...audience, refineAudience: true });
    const full = withTargetGroup(audience, population);
    change({
      ...full,
      refineAudience: false,
      genre: { male: true, female: true },
      region: country ? country.regions.map((region) => region.id) : [],
    });
  }

  async function next() {
    setShowProblems(true);
    const first = problems[0];
    if (first) {
      fields.current.get(first.field as ProblemField)?.focus();
      return;
    }
    const target = nextStep(bar, 'audience');
    if (target) await goTo(target);
  }

  const register = (field: ProblemField) => (element: HTMLElement | null) => {
    fields.current.set(field, element);
  };
  const split = AUDIENCE_TYPES[population];

  return (
    <>
      <p className="ap-wz-step-intro">{t('wizard.audience.intro')}</p>
      {showProblems && problems.length ? (
        <Alert variation="error" role="alert" marginBottom="1rem">
          {problems
            .map((problem) => fieldMessage(problem.message, `wizard.fields.${problem.field as ProblemField}`))
            .join(' ')}
        </Alert>
      ) : null}

      <section className="ap-card ap-wz-form-section" aria-labelledby="audience-where">
        <h2 id="audience-where">{t('wizard.audience.where')}</h2>
        <div className="ap-wz-form-grid">
          <SelectField
            label={t('wizard.fields.country')}
            placeholder={t('wizard.audience.countryPlaceholder')}
            value={audience.country ?? ''}
            onChange={(event) => chooseCountry(event.target.value)}
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
              options={country.regions.map((region) => {
                const key = regionKey(region.id);
                return {
                  value: region.id,
                  label: key ? t(`wizard.regions.${key}`) : region.name,
                  checked: (audience.region ?? []).includes(region.id),
                };
              })}
              onToggle={(id, checked) => {
                const current = new Set(audience.region ?? []);
                if (checked) current.add(id);
                else current.delete(id);
                change({
                  ...audience,
                  region: country.regions.map((r) => r.id).filter((r) => current.has(r)),
                });
              }}
            />
          ) : (
            <p className="ap-wz-field-hint">
              {t('wizard.audience.regions')}:{' '}
              {country.regions
                .map((region) => {
                  const key = regionKey(region.id);
                  return key ? t(`wizard.regions.${key}`) : region.name;
                })
                .join(', ')}
            </p>
          )
        ) : audience.country ? (
          <p className="ap-wz-field-hint">{t('wizard.audience.wholeCountry')}</p>
        ) : null}
      </section>

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
            onChange={(event) => setRefined(event.target.checked)}
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
              onToggle={(gender, checked) =>
                change({
                  ...audience,
                  genre: {
                    male: audience.genre?.male === true,
                    female: audience.genre?.female === true,
                    [gender]: checked,
                  },
                })
              }
            />
          </div>
        ) : null}
      </section>

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
            value={audience.channel ?? project.viewer}
            onChange={(event) => change({ ...audience, channel: event.target.value })}
          >
            {VIEWERS.map((viewer) => (
              <option key={viewer} value={viewer}>
                {t(`wizard.viewers.${viewer}`)}
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

      <StepActions onNext={next} />
    </>
  );
}
