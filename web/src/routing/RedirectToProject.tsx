import { Navigate, useParams } from 'react-router';
import { useLanguage } from './use-language.ts';

/** project/{id}/analytics/ranking: the old address of the analytics screen. */
export function RedirectToProject() {
  const lang = useLanguage();
  const { id = '' } = useParams();
  return <Navigate to={`/${lang}/project/${encodeURIComponent(id)}`} replace />;
}
