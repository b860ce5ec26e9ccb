import { useRef, useState } from 'react';
import { Alert, Button, CheckboxField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { MAX_QUESTIONS } from '@adpulse/shared/projects/constants';
import type { Question } from '@adpulse/shared/projects/schemas';
import { questionProblems } from '@adpulse/shared/wizard/steps';
import { fieldMessage } from '../../../i18n/i18n.ts';
import { askConfirmation } from '../../../state/dialogs.ts';
import { nextStep } from '../bars.ts';
import { canAddQuestion, moveQuestion, removeQuestion, replaceQuestion } from './question-list.ts';
import { useWizard } from '../wizard-context.tsx';
import { StepActions } from '../StepActions.tsx';
import { QuestionCard } from './QuestionCard.tsx';
import { QuestionEditor } from './QuestionEditor.tsx';

type Editing = { kind: 'new' } | { kind: 'edit'; index: number } | null;

/** Up to 5 follow-up questions: add, edit, reorder (buttons, so the keyboard works), delete. */
export function QuestionsStep() {
  const { t } = useTranslation();
  const { project, bar, save, goTo } = useWizard();
  const [questions, setQuestions] = useState<Question[]>(() => [...project.questions]);
  const [attentionCheck, setAttentionCheck] = useState(project.attentionCheck);
  const [editing, setEditing] = useState<Editing>(null);
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);

  function commit(next: Question[]) {
    setQuestions(next);
    setProblem(null);
    save({ questions: next });
  }

  function move(from: number, to: number) {
    const next = moveQuestion(questions, from, to);
    commit(next);
    const position = Math.max(0, Math.min(questions.length - 1, to));
    setAnnouncement(t('wizard.questions.moved', { position: position + 1, total: next.length }));
    // Keep the focus on the same arrow of the moved question, wherever it went.
    const direction = to < from ? 'up' : 'down';
    requestAnimationFrame(() => {
      const buttons = list.current?.children[position]?.querySelectorAll('button');
      const button = buttons?.[direction === 'up' ? 0 : 1];
      if (button && !button.disabled) button.focus();
      else buttons?.[direction === 'up' ? 1 : 0]?.focus();
    });
  }

  async function remove(index: number) {
    const question = questions[index];
    if (!question) return;
    if (!(await askConfirmation({ message: t('wizard.questions.deleteConfirm', { text: question.text }) })))
      return;
    commit(removeQuestion(questions, index));
  }

  async function next() {
    const problems = questionProblems(questions);
    if (problems[0]) {
      setProblem(fieldMessage(problems[0].message, 'wizard.fields.text'));
      return;
    }
    await goTo(nextStep(bar, 'questions') ?? 'review');
  }

  return (
    <>
      <p className="ap-wz-step-intro">{t('wizard.questions.intro', { max: MAX_QUESTIONS })}</p>
      <section className="ap-wz-form-section" aria-labelledby="questions-list">
        <div className="ap-wz-section-head">
          <h2 id="questions-list">{t('screens.questions')}</h2>
          <span className="ap-wz-count">
            {t('wizard.questions.count', { used: questions.length, max: MAX_QUESTIONS })}
          </span>
        </div>
        <p className="ap-visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
        {questions.length === 0 && !editing ? (
          <p className="ap-wz-empty">{t('wizard.questions.empty')}</p>
        ) : null}
        <ol className="ap-wz-question-list" ref={list}>
          {questions.map((question, index) =>
            editing?.kind === 'edit' && editing.index === index ? (
              <li key={`edit-${index}`} className="ap-wz-question-list__editor">
                <QuestionEditor
                  question={question}
                  number={index + 1}
                  onSave={(saved) => {
                    commit(replaceQuestion(questions, index, saved));
                    setEditing(null);
                  }}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <QuestionCard
                key={`${index}-${question.text}`}
                question={question}
                index={index}
                total={questions.length}
                disabled={editing !== null}
                onMove={(to) => move(index, to)}
                onEdit={() => setEditing({ kind: 'edit', index })}
                onDelete={() => void remove(index)}
              />
            ),
          )}
        </ol>
        {editing?.kind === 'new' ? (
          <QuestionEditor
            number={questions.length + 1}
            onSave={(saved) => {
              commit([...questions, saved]);
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        ) : canAddQuestion(questions) ? (
          <Button onClick={() => setEditing({ kind: 'new' })} isDisabled={editing !== null}>
            {t('wizard.questions.add')}
          </Button>
        ) : (
          <p className="ap-wz-field-hint">{t('wizard.questions.maxReached', { max: MAX_QUESTIONS })}</p>
        )}
      </section>
      <section className="ap-wz-form-section" aria-labelledby="attention-check">
        <h2 id="attention-check">{t('wizard.questions.attentionCheck.title')}</h2>
        <CheckboxField
          label={t('wizard.questions.attentionCheck.label')}
          name="attentionCheck"
          checked={attentionCheck}
          onChange={(event) => {
            setAttentionCheck(event.target.checked);
            save({ attentionCheck: event.target.checked });
          }}
        />
        <p className="ap-wz-field-hint">{t('wizard.questions.attentionCheck.hint')}</p>
      </section>
      {problem ? (
        <Alert variation="error" role="alert" marginBottom="1rem">
          {problem}
        </Alert>
      ) : null}
      <StepActions onNext={editing ? undefined : next} />
    </>
  );
}
