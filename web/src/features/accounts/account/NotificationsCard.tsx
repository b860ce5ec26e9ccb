import { useState, type FormEvent } from 'react';
import { Alert, Button, Flex, SwitchField, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import type { Me } from '@adpulse/shared/accounts/me';
import type { Notifications } from '@adpulse/shared/accounts/users';
import { accountsApi } from '../../../api/accounts.ts';
import { formatDate } from '../../../i18n/format-date.ts';
import { reportActionError } from '../action-errors.ts';
import { SaveRow, SectionCard } from '../SectionCard.tsx';

const KINDS = [
  'analysisCompleted',
  'productUpdates',
  'newsletter',
] as const satisfies readonly (keyof Notifications)[];

export function NotificationsCard({ me, onSaved }: { me: Me; onSaved: (me: Me) => void }) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<Notifications>(me.user.notifications);
  const [saving, setSaving] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    setNote(null);
    setSaving(true);
    try {
      onSaved(await accountsApi.updateMe({ body: { notifications: choices } }));
      setNote(t('accounts.account.notificationsSaved'));
    } catch (error) {
      reportActionError(error, t('errors.default'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <SectionCard
      title={t('accounts.account.notificationsTitle')}
      intro={t('accounts.account.notificationsIntro')}
    >
      {me.mailStopped ? <MailStopped me={me} onSaved={onSaved} /> : null}
      <form onSubmit={(event) => void save(event)} className="ap-acc-form">
        <fieldset className="ap-acc-switches">
          <legend className="ap-visually-hidden">{t('accounts.account.notificationsTitle')}</legend>
          {KINDS.map((kind) => (
            <SwitchField
              key={kind}
              name={kind}
              label={t(`accounts.account.${kind}`)}
              labelPosition="start"
              isChecked={choices[kind]}
              onChange={(event) => setChoices((current) => ({ ...current, [kind]: event.target.checked }))}
            />
          ))}
        </fieldset>
        <SaveRow note={note} saving={saving} primary={false} />
      </form>
    </SectionCard>
  );
}

/**
 * SES stopped mail to the user's address (a permanent bounce, or a complaint): no notice reaches
 * it until the user, having fixed the mailbox, asks for mail again.
 */
function MailStopped({ me, onSaved }: { me: Me; onSaved: (me: Me) => void }) {
  const { t, i18n } = useTranslation();
  const [resuming, setResuming] = useState(false);
  const stop = me.mailStopped;
  if (!stop) return null;

  async function resume() {
    setResuming(true);
    try {
      onSaved(await accountsApi.resumeMail({}));
    } catch (error) {
      reportActionError(error, t('errors.default'));
    } finally {
      setResuming(false);
    }
  }

  return (
    <Alert
      variation="warning"
      heading={t('accounts.account.mailStopped.title')}
      data-mail-stopped={stop.reason}
    >
      <Flex direction="column" gap="0.5rem">
        <Text>
          {t(`accounts.account.mailStopped.${stop.reason}`, {
            email: me.user.email,
            date: formatDate(stop.at, i18n.language),
          })}
        </Text>
        <Text>{t('accounts.account.mailStopped.fix')}</Text>
        <div>
          <Button size="small" isLoading={resuming} onClick={() => void resume()}>
            {t('accounts.account.mailStopped.resume')}
          </Button>
        </div>
      </Flex>
    </Alert>
  );
}
