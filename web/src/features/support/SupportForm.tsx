import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  supportMessageRequestSchema,
  SUPPORT_BODY_MAX,
  SUPPORT_SUBJECT_MAX,
  type SupportMessageRequest,
  type SupportMessageResponse,
} from '@adpulse/shared/accounts/support-message';
import { accountsApi } from '../../api/accounts.ts';
import { fieldMessage } from '../../i18n/i18n.ts';
import { useLanguage } from '../../routing/use-language.ts';
import { principalOf } from '../../session/session.ts';
import { useAppState } from '../../state/app-store.ts';
import { actionErrorMessage, SectionCard, serverFieldErrors } from '../accounts/index.ts';

const FIELDS = ['subject', 'body'] as const;
const LABELS = { subject: 'support.formSubject', body: 'support.formBody' } as const;

/**
 * The Support page's contact form (POST /support/messages): a signed-in user writes to the
 * operators; a visitor is asked to sign in. The text stays in the form until the API took it, so
 * a refusal (too many messages, a failed send) loses nothing.
 */
export function SupportForm() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const session = useAppState((state) => state.session);
  const signedIn = principalOf(session) !== null && !session.guest;
  return (
    <SectionCard title={t('support.formTitle')} intro={signedIn ? t('support.formIntro') : undefined}>
      {signedIn ? (
        <MessageForm />
      ) : (
        <p data-testid="support-sign-in">
          {t('support.formSignIn')} <Link to={`/${lang}/login`}>{t('support.formSignInLink')}</Link>
        </p>
      )}
    </SectionCard>
  );
}

function MessageForm() {
  const { t, i18n } = useTranslation();
  const [sent, setSent] = useState<SupportMessageResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SupportMessageRequest>({
    resolver: zodResolver(supportMessageRequestSchema),
    defaultValues: { subject: '', body: '' },
  });

  async function submit(form: SupportMessageRequest) {
    setFailure(null);
    try {
      setSent(await accountsApi.sendSupportMessage({ body: form }));
      reset();
    } catch (error) {
      const fields = serverFieldErrors(error, FIELDS);
      for (const { field, message } of fields) setError(field, { message });
      if (!fields.length) setFailure(actionErrorMessage(error, t('support.formFailed')));
    }
  }

  if (sent) {
    const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(new Date(sent.sentAt));
    return (
      <SentNote text={t('support.formSent', { time, email: sent.replyTo })} onAnother={() => setSent(null)} />
    );
  }

  const message = (field: (typeof FIELDS)[number]) => {
    const key = errors[field]?.message;
    return key ? fieldMessage(key, LABELS[field]) : undefined;
  };
  return (
    <form
      className="ap-support__form"
      noValidate
      aria-busy={isSubmitting}
      data-testid="support-form"
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      {failure ? (
        <Alert variation="error" role="alert" data-testid="support-failed">
          {failure}
        </Alert>
      ) : null}
      <TextField
        label={t('support.formSubject')}
        autoComplete="off"
        isRequired
        maxLength={SUPPORT_SUBJECT_MAX}
        hasError={errors.subject !== undefined}
        errorMessage={message('subject')}
        {...register('subject')}
      />
      <TextAreaField
        label={t('support.formBody')}
        descriptiveText={t('support.formBodyHint')}
        isRequired
        rows={6}
        maxLength={SUPPORT_BODY_MAX}
        hasError={errors.body !== undefined}
        errorMessage={message('body')}
        {...register('body')}
      />
      <Button
        type="submit"
        variation="primary"
        alignSelf="flex-start"
        isLoading={isSubmitting}
        loadingText={t('support.formSending')}
      >
        {t('support.formSend')}
      </Button>
    </form>
  );
}

/** The confirmation takes the focus, so a keyboard or screen-reader user lands on it after sending. */
function SentNote({ text, onAnother }: { text: string; onAnother: () => void }) {
  const { t } = useTranslation();
  const note = useRef<HTMLDivElement>(null);
  useEffect(() => note.current?.focus(), []);
  return (
    <div className="ap-support__sent">
      <div ref={note} tabIndex={-1} data-testid="support-sent">
        <Alert variation="success" role="status">
          {text}
        </Alert>
      </div>
      <Button alignSelf="flex-start" onClick={onAnother}>
        {t('support.formAnother')}
      </Button>
    </div>
  );
}
