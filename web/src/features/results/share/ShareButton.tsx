import { useId, useRef, useState } from 'react';
import { Alert, Button, Flex, Loader } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import { GUEST_MEDIA_LINK_SECONDS } from '@adpulse/shared/sharing/index';
import { sharingApi } from '../../../api/sharing.ts';
import { errorText } from '../../../api/error-text.ts';
import { swrKey, useApi } from '../../../api/use-api.ts';
import { Modal } from '../../../frame/dialogs/Modal.tsx';
import { useLanguage } from '../../../routing/use-language.ts';
import { useFormats } from '../data/use-formats.ts';

/** The full address of a guest page: this site, the language, the share path the API gave. */
export function shareUrl(origin: string, language: string, path: string): string {
  return `${origin}/${language}${path.startsWith('/') ? path : `/${path}`}`;
}

/** How long a guest's already-opened video keeps playing after the link is revoked. */
const REVOKE_MINUTES = GUEST_MEDIA_LINK_SECONDS / 60;

function CopyField({ url }: { url: string }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'select' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      // No clipboard permission (an insecure origin, a locked-down browser): select it for Ctrl+C.
      input.current?.select();
      setCopied('select');
    }
  };
  return (
    <div className="ap-field">
      <label htmlFor={id}>{t('results.share.link')}</label>
      <div className="ap-copy">
        <input
          ref={input}
          id={id}
          className="ap-input"
          readOnly
          value={url}
          data-testid="share-url"
          onFocus={(event) => event.target.select()}
        />
        <Button onClick={() => void copy()}>{t('results.share.copy')}</Button>
      </div>
      <span role="status" className="ap-muted">
        {copied === 'yes'
          ? t('results.share.copied')
          : copied === 'select'
            ? t('results.share.selectToCopy')
            : ''}
      </span>
    </div>
  );
}

function ShareContent({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const language = useLanguage();
  const input = { params: { projectId } };
  const tokens = useApi(sharingApi.listSharingTokens, input);
  const [created, setCreated] = useState<{ url: string; tokenId: string } | null>(null);
  const [busy, setBusy] = useState<'create' | string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const refresh = () => mutate(swrKey(sharingApi.listSharingTokens, input));

  const create = async () => {
    setBusy('create');
    setError(null);
    try {
      const token = await sharingApi.createSharingToken({ params: { projectId } });
      setCreated({ url: shareUrl(window.location.origin, language, token.path), tokenId: token.tokenId });
      await refresh();
    } catch (cause) {
      setError(cause);
    } finally {
      setBusy(null);
    }
  };

  const revoke = async (tokenId: string) => {
    setBusy(tokenId);
    setError(null);
    try {
      await sharingApi.revokeSharingToken({ params: { projectId, tokenId } });
      if (created?.tokenId === tokenId) setCreated(null);
      setConfirming(null);
      await refresh();
    } catch (cause) {
      setError(cause);
    } finally {
      setBusy(null);
    }
  };

  const items = tokens.data?.items ?? [];
  return (
    <>
      <p>{t('results.share.intro')}</p>
      {error ? (
        <Alert variation="error" role="alert">
          {errorText(error)}
        </Alert>
      ) : null}
      {created ? (
        <>
          <CopyField url={created.url} />
          <p className="ap-footnote">{t('results.share.once')}</p>
        </>
      ) : null}
      <Flex gap="0.5rem" wrap="wrap">
        <Button
          variation="primary"
          onClick={() => void create()}
          isLoading={busy === 'create'}
          loadingText={t('results.share.creating')}
        >
          {created ? t('results.share.createAnother') : t('results.share.create')}
        </Button>
      </Flex>
      <h3 className="ap-subtitle">{t('results.share.active')}</h3>
      {tokens.isLoading ? <Loader /> : null}
      {tokens.error ? <p className="ap-muted">{errorText(tokens.error)}</p> : null}
      {!tokens.isLoading && !tokens.error && items.length === 0 ? (
        <p className="ap-muted">{t('results.share.none')}</p>
      ) : null}
      <ul className="ap-share-list">
        {items.map((token) => (
          <li key={token.tokenId} data-token-id={token.tokenId}>
            <span>
              {t('results.share.item', { hint: token.hint, date: formats.dateTime(token.createdAt) })}
            </span>
            {confirming === token.tokenId ? (
              <span
                className="ap-share-list__confirm"
                role="group"
                aria-label={t('results.share.confirmRevoke', {
                  minutes: REVOKE_MINUTES,
                  count: REVOKE_MINUTES,
                })}
              >
                <span>
                  {t('results.share.confirmRevoke', { minutes: REVOKE_MINUTES, count: REVOKE_MINUTES })}
                </span>
                <Button
                  size="small"
                  variation="destructive"
                  isLoading={busy === token.tokenId}
                  onClick={() => void revoke(token.tokenId)}
                >
                  {t('results.share.revoke')}
                </Button>
                <Button size="small" onClick={() => setConfirming(null)}>
                  {t('dialogs.cancel')}
                </Button>
              </span>
            ) : (
              <Button
                size="small"
                onClick={() => setConfirming(token.tokenId)}
                aria-label={t('results.share.revokeItem', { hint: token.hint })}
              >
                {t('results.share.revoke')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Share: make a read-only guest link to these results (copy it), list the live ones, revoke them. */
export function ShareButton({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="share-button">
        {t('results.share.button')}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={`${id}-title`}>
        <div className="ap-dialog__body">
          <h2 id={`${id}-title`} className="ap-section-title">
            {t('results.share.title')}
          </h2>
          <ShareContent projectId={projectId} />
          <div className="ap-dialog__actions">
            <Button onClick={() => setOpen(false)}>{t('dialogs.close')}</Button>
          </div>
        </div>
      </Modal>
    </>
  );
}
