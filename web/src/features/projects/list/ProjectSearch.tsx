import { useState } from 'react';
import useSWR from 'swr';
import { Autocomplete, Loader, type ComboBoxOption } from '@aws-amplify/ui-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProjectSummary } from '@adpulse/shared/projects/index';
import type { ApiError } from '../../../api/api-error.ts';
import { errorText } from '../../../api/error-text.ts';
import { dispatch } from '../../../state/app-store.ts';
import { useLanguage } from '../../../routing/use-language.ts';
import { projectTarget } from './project-target.ts';
import { searchProjects } from './projects-api.ts';
import { useDebounced } from './use-debounced.ts';

export const SEARCH_DEBOUNCE_MS = 250;
const OPTION_PREFIX = 'search-result-';

/**
 * Search by a word of the name (default limit 10): results as the user types, once typing
 * pauses; arrow keys move through the results, Enter opens one, Escape closes the list.
 */
export function ProjectSearch({ clientId }: { clientId: string }) {
  const { t, i18n } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const query = useDebounced(value.trim(), SEARCH_DEBOUNCE_MS);
  const { data, error, isLoading } = useSWR<ProjectSummary[], ApiError>(
    query ? ['project-search', clientId, query, i18n.language] : null,
    () => searchProjects(clientId, query),
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const typing = value.trim() !== query;
  const results = query && value.trim() ? (data ?? []) : [];
  const options: ComboBoxOption[] = results.map((project) => ({
    id: `${OPTION_PREFIX}${project._id}`,
    label: project.name,
  }));

  function open(option: ComboBoxOption) {
    const project = results.find((candidate) => `${OPTION_PREFIX}${candidate._id}` === option.id);
    if (!project) return;
    const target = projectTarget(project, lang);
    if (target.analysisInProgress) dispatch({ type: 'ui/analysisModal', open: true });
    setValue('');
    void navigate(target.to);
  }

  const emptyText = !value.trim()
    ? t('dashboard.search.hint')
    : error
      ? errorText(error)
      : t('dashboard.search.empty', { query: value.trim() });

  return (
    <div className="ap-search">
      <Autocomplete
        label={t('dashboard.search.label')}
        labelHidden
        placeholder={t('dashboard.search.placeholder')}
        value={value}
        options={options}
        optionFilter={() => true}
        onChange={(event) => setValue(event.target.value)}
        onClear={() => setValue('')}
        onSelect={open}
        isLoading={Boolean(value.trim()) && (typing || isLoading)}
        menuSlots={{
          ariaLabel: t('dashboard.search.label'),
          Empty: <span className="ap-search__empty">{emptyText}</span>,
          LoadingIndicator: (
            <span className="ap-search__loading">
              <Loader size="small" /> {t('dashboard.search.searching')}
            </span>
          ),
        }}
        renderOption={(option) => {
          const project = results.find((candidate) => `${OPTION_PREFIX}${candidate._id}` === option.id);
          return (
            <span className="ap-search__option">
              <span className="ap-search__name">{option.label}</span>
              {project ? (
                <span className="ap-search__facts">
                  {t(`dashboard.type.${project.type}`)} · {t(`dashboard.status.${project.status}`)}
                </span>
              ) : null}
            </span>
          );
        }}
      />
      <p role="status" className="ap-visually-hidden">
        {query && !typing && !isLoading && data
          ? t('dashboard.search.results', { count: results.length })
          : ''}
      </p>
    </div>
  );
}
