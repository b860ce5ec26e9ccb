import { Button, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from './LoadError.tsx';
import type { PagedProjects } from './use-paged-projects.ts';

/** Under a paged list: how many are shown of how many, and the button that loads the next page. */
export function ListMore<M>({ list }: { list: PagedProjects<M> }) {
  const { t } = useTranslation();
  return (
    <div className="ap-listing__more">
      <Text as="span">
        {t('dashboard.projects.shown', { shown: list.items.length, total: list.total, count: list.total })}
      </Text>
      {list.error ? <LoadError error={list.error} onRetry={list.loadMore} /> : null}
      {list.items.length < list.total ? (
        <Button
          onClick={list.loadMore}
          isLoading={list.phase === 'more'}
          loadingText={t('dashboard.loading')}
        >
          {t('dashboard.projects.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
