import { Button, Link as AmplifyLink, Text } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { platformApi } from '../../api/platform.ts';
import { useApi } from '../../api/use-api.ts';
import { ScreenPage } from '../../components/ScreenPage.tsx';
import { useRuntimeConfig } from '../../config/runtime-config.tsx';
import { useLanguage } from '../../routing/use-language.ts';
import { SectionCard } from '../accounts/index.ts';
import { SupportForm } from './SupportForm.tsx';
import './support.css';

type Term = { term: string; text: string };
type Kpi = { name: string; method?: string };

const FAQ = ['Simulated', 'When', 'Separable', 'Price'] as const;

/**
 * The public Support page: how to reach the operators and how fast they answer, whether the
 * service answers now (GET /api/health), the questions clients ask, and the glossary and the
 * methodology of every KPI (the texts the PDF report prints).
 */
export default function SupportScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { supportEmail } = useRuntimeConfig();
  const terms = t('exports.pdf.terms', { returnObjects: true }) as unknown as Record<string, Term>;
  const kpis = t('results.kpi', { returnObjects: true }) as unknown as Record<string, Kpi>;
  return (
    <ScreenPage title={t('screens.support')} intro={t('support.intro')}>
      <div className="ap-support">
        <SectionCard title={t('support.contactTitle')} intro={t('support.contactBody')}>
          {supportEmail ? (
            <AmplifyLink href={`mailto:${supportEmail}`}>
              {t('support.contactEmail', { email: supportEmail })}
            </AmplifyLink>
          ) : (
            <Text>{t('support.contactNone')}</Text>
          )}
          <h3 className="ap-support__subtitle">{t('support.timesTitle')}</h3>
          <ul className="ap-support__list">
            <li>{t('support.timesProduct')}</li>
            <li>{t('support.timesPayment')}</li>
            <li>{t('support.timesFieldwork')}</li>
          </ul>
          <Text className="ap-muted">{t('support.timesHours')}</Text>
        </SectionCard>
        <SupportForm />
        <ServiceStatus />
        <SectionCard title={t('support.faqTitle')}>
          {FAQ.map((item) => (
            <details key={item} className="ap-support__faq">
              <summary>{t(`support.faq${item}Q`)}</summary>
              <p>{t(`support.faq${item}A`)}</p>
            </details>
          ))}
        </SectionCard>
        <SectionCard title={t('support.readTitle')}>
          <ul className="ap-support__list">
            <li>
              <a href="#glossary">{t('support.glossaryLink')}</a>
            </li>
            <li>
              <a href="#methodology">{t('support.methodologyLink')}</a>
            </li>
            <li>
              <Link to={`/${lang}/api-reference`}>{t('support.apiLink')}</Link>
            </li>
          </ul>
        </SectionCard>
        <section id="glossary" className="ap-card ap-support__section" aria-labelledby="support-glossary">
          <h2 id="support-glossary">{t('support.glossaryTitle')}</h2>
          <dl className="ap-support__terms">
            {Object.entries(terms).map(([key, entry]) => (
              <div key={key}>
                <dt>{entry.term}</dt>
                <dd>{entry.text}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section
          id="methodology"
          className="ap-card ap-support__section"
          aria-labelledby="support-methodology"
        >
          <h2 id="support-methodology">{t('support.methodologyTitle')}</h2>
          <p>{t('support.methodologyIntro')}</p>
          <dl className="ap-support__terms">
            {Object.entries(kpis)
              .filter(([, kpi]) => kpi.method)
              .map(([key, kpi]) => (
                <div key={key}>
                  <dt>{kpi.name}</dt>
                  <dd>{kpi.method}</dd>
                </div>
              ))}
          </dl>
        </section>
      </div>
    </ScreenPage>
  );
}

/** Whether the API answers now, with the time of the check and a way to check again. */
function ServiceStatus() {
  const { t, i18n } = useTranslation();
  const health = useApi(platformApi.getHealth, {});
  const time = health.data
    ? new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(new Date(health.data.time))
    : '';
  return (
    <SectionCard title={t('support.statusTitle')}>
      <p
        role="status"
        data-testid="service-status"
        data-state={health.data ? 'ok' : health.error ? 'down' : 'checking'}
      >
        {health.data
          ? t('support.statusOk', { time })
          : health.error
            ? t('support.statusDown')
            : t('support.statusChecking')}
      </p>
      <Button
        size="small"
        alignSelf="flex-start"
        onClick={() => void health.mutate()}
        isLoading={health.isValidating}
      >
        {t('support.statusRetry')}
      </Button>
    </SectionCard>
  );
}
