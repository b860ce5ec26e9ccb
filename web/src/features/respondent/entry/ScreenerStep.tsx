import { Button, Flex, Heading, Radio, RadioGroupField, SelectField, TextField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ScreenerAnswers, ScreenerOptions } from '../../../../../shared/src/fieldwork/index.ts';
import { regionKey } from '@adpulse/shared/wizard/audience';
import { translateKey } from '../../../i18n/i18n.ts';
import { screenerFormSchema, type ScreenerFormValues } from './screener-form.ts';

export interface ScreenerStepProps {
  options: ScreenerOptions;
  onSubmit: (answers: ScreenerAnswers) => Promise<void>;
}

/** Age, gender and (when the audience has regions) region; the server gives the verdict. */
export function ScreenerStep({ options, onSubmit }: ScreenerStepProps) {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ScreenerFormValues, unknown, ScreenerAnswers>({
    resolver: zodResolver(screenerFormSchema(options)),
    defaultValues: { age: '', gender: '', region: '' },
  });
  const message = (key: string | undefined, field: string) =>
    key ? translateKey(key, { field }) : undefined;
  // The respondent's language, not the country list's English name.
  const regionText = (region: { id: string; name: string }) => {
    const key = regionKey(region.id);
    return key ? t(`respondent.screener.regions.${key}`) : region.name;
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      aria-labelledby="screener-title"
    >
      <Flex direction="column" gap="1rem">
        <Heading level={1} id="screener-title">
          {t('respondent.screener.title')}
        </Heading>
        <TextField
          label={t('respondent.screener.age')}
          inputMode="numeric"
          autoComplete="off"
          isRequired
          hasError={errors.age !== undefined}
          errorMessage={message(errors.age?.message, t('respondent.screener.age'))}
          {...register('age')}
        />
        <Controller
          control={control}
          name="gender"
          render={({ field }) => (
            <RadioGroupField
              legend={t('respondent.screener.gender')}
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              isRequired
              hasError={errors.gender !== undefined}
              errorMessage={message(errors.gender?.message, t('respondent.screener.gender'))}
            >
              {options.genders.map((gender) => (
                <Radio key={gender} value={gender}>
                  {t(`respondent.screener.genders.${gender}`)}
                </Radio>
              ))}
            </RadioGroupField>
          )}
        />
        {options.regions.length > 0 ? (
          <SelectField
            label={t('respondent.screener.region')}
            placeholder={t('respondent.screener.regionPlaceholder')}
            isRequired
            hasError={errors.region !== undefined}
            errorMessage={message(errors.region?.message, t('respondent.screener.region'))}
            {...register('region')}
          >
            {options.regions.map((region) => (
              <option key={region.id} value={region.id}>
                {regionText(region)}
              </option>
            ))}
          </SelectField>
        ) : null}
        <Button type="submit" variation="primary" isLoading={isSubmitting}>
          {t('respondent.screener.next')}
        </Button>
      </Flex>
    </form>
  );
}
