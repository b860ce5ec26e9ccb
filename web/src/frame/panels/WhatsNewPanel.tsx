import { useEffect } from 'react';
import { Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { dispatch, useAppState } from '../../state/app-store.ts';
import { Drawer } from './Drawer.tsx';
import { LATEST_NEWS_ID, NEWS } from './news.ts';

export function WhatsNewPanel() {
  const { t, i18n } = useTranslation();
  const open = useAppState((state) => state.ui.panel === 'whatsNew');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' });

  useEffect(() => {
    if (open) dispatch({ type: 'preferences/whatsNewSeen', id: LATEST_NEWS_ID });
  }, [open]);

  return (
    <Drawer
      open={open}
      title={t('whatsNew.title')}
      onClose={() => dispatch({ type: 'ui/panel', panel: null })}
    >
      <Text>{t('whatsNew.intro')}</Text>
      {NEWS.map((item) => (
        <article key={item.id}>
          <time className="ap-news-date" dateTime={item.date}>
            {date.format(new Date(`${item.date}T12:00:00Z`))}
          </time>
          <h3>{t(`whatsNew.${item.title}`)}</h3>
          <p>{t(`whatsNew.${item.body}`)}</p>
        </article>
      ))}
    </Drawer>
  );
}
