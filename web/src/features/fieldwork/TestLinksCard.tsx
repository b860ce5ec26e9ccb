import { useState } from 'react';
import { Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import type { TestLinks } from '@adpulse/shared/fieldwork/views';
import { SectionCard } from '../accounts/index.ts';
import { QrCode } from './QrCode.tsx';

async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard permission: copy the selected field's text the older way.
    field?.select();
    return document.execCommand('copy');
  }
}

/**
 * The respondent test URL of each panel, each with a copy button that says when it copied; the
 * direct link also as a QR code, to open the test on a phone. An own audience's card says that
 * only the people given the direct link take the test.
 */
export function TestLinksCard({ links, ownAudience = false }: { links: TestLinks; ownAudience?: boolean }) {
  const { t } = useTranslation();
  const [said, setSaid] = useState<string | null>(null);

  async function copy(panel: string, url: string) {
    const field = document.getElementById(`test-link-${panel}`) as HTMLInputElement | null;
    setSaid(null);
    const done = await copyText(url, field);
    setSaid(done ? t('fieldwork.links.copied') : t('fieldwork.links.copyFailed'));
  }

  return (
    <SectionCard
      title={ownAudience ? t('fieldwork.ownAudience.title') : t('fieldwork.links.title')}
      intro={ownAudience ? t('fieldwork.ownAudience.intro') : t('fieldwork.links.intro')}
    >
      <Flex direction="column" gap="1rem" marginTop="1rem">
        {links.items.map((link) => {
          const panel = t(`fieldwork.links.panels.${link.panel}`);
          const row = (
            <Flex key={link.panel} gap="0.75rem" className="ap-fw-link" data-panel={link.panel}>
              <TextField
                id={`test-link-${link.panel}`}
                label={panel}
                value={link.url}
                isReadOnly
                className="ap-fw-link__url"
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button
                aria-label={t('fieldwork.links.copyLabel', { panel })}
                onClick={() => void copy(link.panel, link.url)}
              >
                {t('fieldwork.links.copy')}
              </Button>
            </Flex>
          );
          if (link.panel !== 'direct') return row;
          return (
            <div key={link.panel} className="ap-fw-direct">
              {row}
              <figure className="ap-fw-qr-figure">
                <QrCode text={link.url} label={t('fieldwork.qr.label')} />
                <figcaption>{t('fieldwork.qr.caption')}</figcaption>
              </figure>
            </div>
          );
        })}
      </Flex>
      <p role="status" className="ap-fw-said">
        {said}
      </p>
    </SectionCard>
  );
}
