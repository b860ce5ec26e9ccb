import { SelectField } from '@aws-amplify/ui-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SortOrder } from '@adpulse/shared/projects/index';
import { DEFAULT_PROJECT_SORT, PROJECT_SORTS, projectSortOf } from './list-options.ts';

const SORT_LABEL = { dec: 'dashboard.toolbar.newest', asc: 'dashboard.toolbar.oldest' } as const;

/** The projects' order (the API's sort by created date), kept in the address as `?sort=asc`. */
export function useProjectSort(): SortOrder {
  const [params] = useSearchParams();
  return projectSortOf(params.get('sort'));
}

export function ProjectSortSelect() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const sort = projectSortOf(params.get('sort'));
  return (
    <SelectField
      size="small"
      label={t('dashboard.toolbar.sortProjects')}
      className="ap-toolbar__sort"
      value={sort}
      onChange={(event) => {
        const next = new URLSearchParams(params);
        if (event.target.value === DEFAULT_PROJECT_SORT) next.delete('sort');
        else next.set('sort', event.target.value);
        setParams(next, { replace: true, preventScrollReset: true });
      }}
    >
      {PROJECT_SORTS.map((option) => (
        <option key={option} value={option}>
          {t(SORT_LABEL[option])}
        </option>
      ))}
    </SelectField>
  );
}
