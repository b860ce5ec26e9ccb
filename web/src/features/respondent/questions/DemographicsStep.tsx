import { Button, Flex, Heading, Radio, RadioGroupField, SelectField, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EDUCATION_LEVELS,
  EMPLOYMENT_STATUSES,
  demographicsSchema,
  type Demographics,
} from '../../../../../shared/src/fieldwork/index.ts';

export interface DemographicsFormValues {
  education: string;
  employment: string;
  children: string;
}

/** The form's choices as the contract's demographics; an unanswered question is left out. */
export function toDemographics(values: DemographicsFormValues): Demographics {
  return demographicsSchema.parse({
    ...(values.education ? { education: values.education } : {}),
    ...(values.employment ? { employment: values.employment } : {}),
    ...(values.children ? { children: values.children === 'yes' } : {}),
  });
}

/** Education, employment and children; each may be left unanswered ("prefer not to say"). */
export function DemographicsStep({ onSubmit }: { onSubmit: (demographics: Demographics) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<DemographicsFormValues>({
    education: '',
    employment: '',
    children: '',
  });
  const set = (field: keyof DemographicsFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  return (
    <Flex direction="column" gap="1rem" as="section" aria-labelledby="demographics-title">
      <Heading level={1} id="demographics-title">
        {t('respondent.demographics.title')}
      </Heading>
      <Text>{t('respondent.demographics.optional')}</Text>
      <SelectField
        label={t('respondent.demographics.education')}
        placeholder={t('respondent.demographics.preferNot')}
        value={values.education}
        onChange={(event) => set('education')(event.target.value)}
      >
        {EDUCATION_LEVELS.map((level) => (
          <option key={level} value={level}>
            {t(`respondent.demographics.educationLevels.${level}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('respondent.demographics.employment')}
        placeholder={t('respondent.demographics.preferNot')}
        value={values.employment}
        onChange={(event) => set('employment')(event.target.value)}
      >
        {EMPLOYMENT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`respondent.demographics.employmentStatuses.${status}`)}
          </option>
        ))}
      </SelectField>
      <RadioGroupField
        legend={t('respondent.demographics.children')}
        name="children"
        className="rsp-options-row"
        value={values.children}
        onChange={(event) => set('children')(event.target.value)}
      >
        <Radio value="yes">{t('respondent.demographics.yes')}</Radio>
        <Radio value="no">{t('respondent.demographics.no')}</Radio>
      </RadioGroupField>
      <Button variation="primary" onClick={() => onSubmit(toDemographics(values))}>
        {t('respondent.demographics.next')}
      </Button>
    </Flex>
  );
}
