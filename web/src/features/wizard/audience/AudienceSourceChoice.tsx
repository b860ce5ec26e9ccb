import { Radio, RadioGroupField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import {
  AUDIENCE_SOURCES,
  DEFAULT_AUDIENCE_SOURCE,
  type AudienceSource,
} from '@adpulse/shared/projects/constants';
import type { AudienceForm } from './use-audience-form.ts';

const isAudienceSource = (value: string): value is AudienceSource =>
  (AUDIENCE_SOURCES as readonly string[]).includes(value);

/**
 * Who answers: respondents a panel recruits (priced per respondent), or the client's own audience
 * through the project's direct link (the set-up only). Each option says what it costs and why.
 */
export function AudienceSourceChoice({ form }: { form: AudienceForm }) {
  const { t } = useTranslation();
  const { audience, change } = form;

  return (
    <section className="ap-card ap-wz-form-section" aria-labelledby="audience-source">
      <h2 id="audience-source">{t('wizard.audienceSource.title')}</h2>
      <RadioGroupField
        legend={t('wizard.audienceSource.legend')}
        legendHidden
        name="audienceSource"
        value={audience.source ?? DEFAULT_AUDIENCE_SOURCE}
        onChange={(event) => {
          const source = event.target.value;
          if (isAudienceSource(source)) change({ ...audience, source });
        }}
        className="ap-wz-target-groups"
      >
        {AUDIENCE_SOURCES.map((source) => (
          <Radio key={source} value={source}>
            <span className="ap-wz-target-group__name">{t(`wizard.audienceSource.${source}`)}</span>
            <span className="ap-wz-target-group__hint">{t(`wizard.audienceSource.${source}Hint`)}</span>
            <span className="ap-wz-target-group__split">{t(`wizard.audienceSource.${source}Price`)}</span>
          </Radio>
        ))}
      </RadioGroupField>
    </section>
  );
}
