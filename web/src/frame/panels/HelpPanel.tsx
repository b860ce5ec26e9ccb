import { Button, Text } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Messages } from '@adpulse/shared';
import { dispatch, useAppState } from '../../state/app-store.ts';
import { useLanguage } from '../../routing/use-language.ts';
import { Drawer } from './Drawer.tsx';

type HelpKey = keyof Messages['help'];

const TOPICS: readonly { title: HelpKey; body: HelpKey }[] = [
  { title: 'projectsTitle', body: 'projectsBody' },
  { title: 'audienceTitle', body: 'audienceBody' },
  { title: 'stimulusTitle', body: 'stimulusBody' },
  { title: 'questionsTitle', body: 'questionsBody' },
  { title: 'resultsTitle', body: 'resultsBody' },
  { title: 'sharingTitle', body: 'sharingBody' },
];

export function HelpPanel() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const open = useAppState((state) => state.ui.panel === 'help');
  const close = () => dispatch({ type: 'ui/panel', panel: null });
  return (
    <Drawer open={open} title={t('help.title')} onClose={close}>
      <Text>{t('help.intro')}</Text>
      <Button
        variation="primary"
        size="small"
        alignSelf="flex-start"
        onClick={() => dispatch({ type: 'tour/start' })}
      >
        {t('tour.start')}
      </Button>
      {TOPICS.map((topic) => (
        <section key={topic.title}>
          <h3>{t(`help.${topic.title}`)}</h3>
          <p>{t(`help.${topic.body}`)}</p>
        </section>
      ))}
      <section>
        <h3>{t('help.apiTitle')}</h3>
        <p>{t('help.apiBody')}</p>
        <p>
          <Link to={`/${lang}/api-reference`} onClick={close}>
            {t('help.apiLink')}
          </Link>
        </p>
      </section>
      <section>
        <h3>{t('help.contact')}</h3>
        <p>
          <Link to={`/${lang}/support`} onClick={close}>
            {t('help.contactLink')}
          </Link>
        </p>
      </section>
    </Drawer>
  );
}
