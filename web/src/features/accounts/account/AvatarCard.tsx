import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import type { AvatarContentType, Me } from '@adpulse/shared/accounts/me';
import { accountsApi } from '../../../api/accounts.ts';
import { reportActionError } from '../action-errors.ts';
import { AVATAR_ACCEPT, avatarFileProblem } from '../avatar-file.ts';
import { SavedNote, SectionCard } from '../SectionCard.tsx';

interface Chosen {
  file: File;
  previewUrl: string;
}

/** Sends the file straight to storage with the presigned PUT, then keeps its key on the user. */
async function uploadAvatar(file: File): Promise<Me> {
  const upload = await accountsApi.createAvatarUpload({
    body: { contentType: file.type as AvatarContentType, size: file.size },
  });
  const stored = await fetch(upload.url, { method: upload.method, headers: upload.headers, body: file });
  if (!stored.ok) throw new Error(`The image upload answered ${stored.status}`);
  return accountsApi.updateMe({ body: { avatarKey: upload.key } });
}

function initialsOf(me: Me): string {
  return `${me.user.firstName.charAt(0)}${me.user.lastName.charAt(0)}`.toUpperCase();
}

export function AvatarCard({ me, onSaved }: { me: Me; onSaved: (me: Me) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const name = `${me.user.firstName} ${me.user.lastName}`;

  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.previewUrl) : undefined), [chosen]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    setNote(null);
    if (!file) return;
    const issue = avatarFileProblem(file);
    if (issue) {
      setChosen(null);
      setProblem(issue === 'type' ? t('accounts.account.avatarType') : t('accounts.account.avatarSize'));
      return;
    }
    setProblem(null);
    setChosen({ file, previewUrl: URL.createObjectURL(file) });
  }

  async function run(kind: 'upload' | 'remove') {
    setBusy(kind);
    setNote(null);
    try {
      if (kind === 'upload' && chosen) onSaved(await uploadAvatar(chosen.file));
      else onSaved(await accountsApi.updateMe({ body: { avatarKey: null } }));
      setChosen(null);
      setNote(kind === 'upload' ? t('accounts.account.avatarSaved') : t('accounts.account.avatarRemoved'));
    } catch (error) {
      reportActionError(error, t('errors.default'));
    } finally {
      setBusy(null);
    }
  }

  const shown = chosen?.previewUrl ?? me.user.avatarUrl;
  return (
    <SectionCard title={t('accounts.account.avatarTitle')} intro={t('accounts.account.avatarHint')}>
      <Flex alignItems="center" gap="1.25rem" wrap="wrap" marginTop="1rem">
        {shown ? (
          <img
            className="ap-acc-avatar"
            src={shown}
            alt={chosen ? t('accounts.account.avatarPreviewAlt') : t('accounts.account.avatarAlt', { name })}
          />
        ) : (
          <span className="ap-acc-avatar ap-acc-avatar--empty" aria-hidden="true">
            {initialsOf(me)}
          </span>
        )}
        {!shown ? <Text className="ap-acc-muted">{t('accounts.account.avatarEmpty')}</Text> : null}
      </Flex>
      <input
        ref={input}
        type="file"
        accept={AVATAR_ACCEPT}
        hidden
        onChange={choose}
        data-testid="avatar-file"
      />
      {problem ? (
        <Text role="alert" className="ap-acc-error">
          {problem}
        </Text>
      ) : null}
      <Flex gap="0.75rem" wrap="wrap" alignItems="center" marginTop="1rem">
        {chosen ? (
          <>
            <Button
              variation="primary"
              size="small"
              isLoading={busy === 'upload'}
              loadingText={t('accounts.account.avatarUploading')}
              onClick={() => void run('upload')}
            >
              {t('accounts.account.avatarUpload')}
            </Button>
            <Button size="small" isDisabled={busy !== null} onClick={() => setChosen(null)}>
              {t('accounts.account.avatarCancel')}
            </Button>
          </>
        ) : (
          <>
            <Button size="small" onClick={() => input.current?.click()}>
              {t('accounts.account.avatarChoose')}
            </Button>
            {me.user.avatarUrl ? (
              <Button
                size="small"
                variation="link"
                isLoading={busy === 'remove'}
                onClick={() => void run('remove')}
              >
                {t('accounts.account.avatarRemove')}
              </Button>
            ) : null}
          </>
        )}
        <SavedNote text={note} />
      </Flex>
    </SectionCard>
  );
}
