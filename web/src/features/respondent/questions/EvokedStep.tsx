import { Button, CheckboxField, Flex, Heading, Radio, RadioGroupField, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EvokedAnswer, type EvokedEmotion } from '../../../../../shared/src/fieldwork/index.ts';
import { EVOKED_INTENSITIES, evokedAnswers, evokedComplete, type EvokedSelection } from './evoked.ts';

export interface EvokedStepProps {
  stimulusId: string;
  /** The emotions in the order this respondent sees them for this stimulus. */
  emotions: readonly EvokedEmotion[];
  /** 1-based place of the stimulus and how many there are ("ad 1 of 2"). */
  position: number;
  count: number;
  onSubmit: (answers: EvokedAnswer[]) => void;
}

/** After each stimulus: which emotions it made the respondent feel, each with its intensity. */
export function EvokedStep({ stimulusId, emotions, position, count, onSubmit }: EvokedStepProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<EvokedEmotion[]>([]);
  const [selection, setSelection] = useState<EvokedSelection>({});
  const toggle = (emotion: EvokedEmotion, on: boolean) => {
    setChosen((current) => (on ? [...current, emotion] : current.filter((entry) => entry !== emotion)));
    if (!on) setSelection(({ [emotion]: _dropped, ...rest }) => rest);
  };
  const complete = evokedComplete(chosen, selection);

  return (
    <Flex direction="column" gap="1rem" as="section" aria-labelledby="evoked-title">
      <Heading level={1} id="evoked-title">
        {t('respondent.evoked.title')}
      </Heading>
      {count > 1 ? <Text>{t('respondent.evoked.which', { position, total: count })}</Text> : null}
      <Text>{t('respondent.evoked.hint')}</Text>
      {emotions.map((emotion) => (
        <Flex key={emotion} direction="column" gap="0.25rem">
          <CheckboxField
            name={`evoked-${emotion}`}
            label={t(`respondent.evoked.emotions.${emotion}`)}
            checked={chosen.includes(emotion)}
            onChange={(event) => toggle(emotion, event.target.checked)}
          />
          {chosen.includes(emotion) ? (
            <RadioGroupField
              legend={t('respondent.evoked.intensity', {
                emotion: t(`respondent.evoked.emotions.${emotion}`),
              })}
              name={`intensity-${emotion}`}
              className="rsp-options-row"
              value={selection[emotion]?.toString() ?? ''}
              onChange={(event) =>
                setSelection((current) => ({ ...current, [emotion]: Number(event.target.value) }))
              }
            >
              {EVOKED_INTENSITIES.map((intensity) => (
                <Radio key={intensity} value={String(intensity)}>
                  {intensity}
                </Radio>
              ))}
            </RadioGroupField>
          ) : null}
        </Flex>
      ))}
      <Button
        variation="primary"
        isDisabled={!complete}
        onClick={() => onSubmit(evokedAnswers(stimulusId, selection))}
      >
        {chosen.length === 0 ? t('respondent.evoked.none') : t('respondent.evoked.next')}
      </Button>
    </Flex>
  );
}
