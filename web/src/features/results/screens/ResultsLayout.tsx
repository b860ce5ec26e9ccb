import type { ReactNode } from 'react';
import { Tabs } from '@aws-amplify/ui-react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_RESULT_TAB, RESULT_TABS, type ResultTab } from '../../../routing/route-table.ts';
import { useScreenHandle } from '../../../routing/route-handle.ts';
import { ScreenPage } from '../../../components/ScreenPage.tsx';
import { ResultsContext, type ResultsSource } from '../data/results-source.ts';
import { removedSummary } from '../data/removed-summary.ts';
import { useFormats } from '../data/use-formats.ts';
import { TAB_LABEL } from '../tabs.ts';
import { LiveBanner, SimulatedBanner, WarningsBanner } from '../views/Banners.tsx';
import '../results.css';

/** The facts line under the title: when the file was made, on how many respondents, by whom. */
function FactsLine({ source }: { source: ResultsSource }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const parts: string[] = [t(`results.status.${source.status}`)];
  if (source.file.format === 'current' && source.file.analysis) {
    const { analysis } = source.file;
    parts.push(
      t('results.facts.respondents', {
        n: formats.count(analysis.respondents.n),
        count: analysis.respondents.n,
      }),
    );
    const removed = removedSummary(
      analysis.respondents.removed,
      analysis.respondents.n,
      (reason, count) => t(`fieldwork.quality.counted.${reason}`, { count, n: formats.count(count) }),
      (values) => t('results.facts.removed', values),
      (value) => formats.count(value),
    );
    if (removed) parts.push(removed);
    parts.push(t('results.facts.generated', { date: formats.dateTime(analysis.generatedAt) }));
  }
  if (source.file.format === 'legacy')
    parts.push(t('results.facts.legacy', { version: source.file.jsonVersion }));
  return <p className="ap-muted ap-facts-line">{parts.join(' · ')}</p>;
}

/**
 * The frame of the results screens (a project's, or a shared link's): title, live progress,
 * simulated-data and file warnings, actions, and the four tabs around the current one.
 */
export function ResultsLayout({
  source,
  actions,
  fieldworkHref,
  children,
}: {
  source: ResultsSource;
  actions?: ReactNode;
  /** Signed-in owners: where the live fieldwork of an active project is followed. */
  fieldworkHref?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const handle = useScreenHandle();
  const current: ResultTab = handle?.tab ?? DEFAULT_RESULT_TAB;
  const screenTitle = t(`screens.${handle?.screen ?? 'project'}`);
  return (
    <ResultsContext.Provider value={source}>
      <ScreenPage
        title={`${source.projectName} · ${screenTitle}`}
        heading={source.projectName}
        intro={<FactsLine source={source} />}
        actions={actions}
      >
        <div className="ap-results" data-project-id={source.projectId} data-format={source.file.format}>
          <LiveBanner source={source} {...(fieldworkHref ? { fieldworkHref } : {})} />
          <SimulatedBanner source={source} />
          <WarningsBanner warnings={source.file.warnings} />
          {children}
          <Tabs.Container
            value={current}
            onValueChange={(tab) => void navigate({ pathname: tab, search: location.search })}
            className="ap-tabs"
          >
            <Tabs.List aria-label={t('tabs.label')} className="ap-tabs__list">
              {RESULT_TABS.map((tab) => (
                <Tabs.Item key={tab} value={tab}>
                  {t(`tabs.${TAB_LABEL[tab]}`)}
                </Tabs.Item>
              ))}
            </Tabs.List>
            {RESULT_TABS.map((tab) => (
              <Tabs.Panel key={tab} value={tab}>
                {tab === current ? <Outlet /> : null}
              </Tabs.Panel>
            ))}
          </Tabs.Container>
        </div>
      </ScreenPage>
    </ResultsContext.Provider>
  );
}
