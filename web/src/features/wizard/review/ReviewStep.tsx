import type { ReactNode } from 'react';
import { Alert } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_AUDIENCE_SOURCE, type AgeGroup } from '@adpulse/shared/projects/constants';
import { countryByCode, selectedAgeGroups } from '@adpulse/shared/wizard/audience';
import { projectProblems, type WizardProblem } from '@adpulse/shared/wizard/steps';
import { fieldMessage } from '../../../i18n/i18n.ts';
import { useLanguage } from '../../../routing/use-language.ts';
import { isBrandCategory, regionKey } from '../audience/audience-options.ts';
import { canLeaveReview } from '../readiness.ts';
import { paymentMethodFor } from '@adpulse/shared/billing/purchase';
import { formatDuration } from '../checkout/prices.ts';
import { useMoney } from '../../../i18n/use-money.ts';
import { billingApi } from '../../../api/billing.ts';
import { useApi } from '../../../api/use-api.ts';
import type { WizardStep } from '../wizard-guard.ts';
import { FileName } from '../../../components/FileName.tsx';
import { useWizard } from '../wizard-context.tsx';
import { StepActions } from '../StepActions.tsx';
import { ageLabel, languageName, regionName } from '../audience/labels.ts';

function ReviewSection({
  id,
  title,
  editStep,
  editLabel,
  children,
}: {
  id: string;
  title: string;
  editStep?: WizardStep;
  /** A visible label of its own, instead of Edit. */
  editLabel?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { project } = useWizard();
  return (
    <section className="ap-card ap-wz-review-section" aria-labelledby={id}>
      <div className="ap-wz-section-head">
        <h2 id={id}>{title}</h2>
        {editStep ? (
          <Link
            className="ap-wz-edit-link"
            to={`/${lang}/project/${encodeURIComponent(project._id)}/${editStep}`}
            aria-label={editLabel ? undefined : t('wizard.actions.editSection', { section: title })}
          >
            {editLabel ?? t('wizard.actions.edit')}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Everything on one page with edit links; the way on to payment (or to the checkout, for customers). */
export function ReviewStep() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const lang = useLanguage();
  const { project, clientType, readyAssets, bar, goTo } = useWizard();
  const { audience } = project;
  const problems = projectProblems(project, readyAssets.length, clientType);
  const onBar = (step: WizardStep) => bar.some((item) => item.step === step);
  const method = paymentMethodFor(project.type, clientType);
  const country = countryByCode(audience.country);
  const notSet = <span className="ap-wz-muted">{t('wizard.review.notSet')}</span>;
  const formatEuro = useMoney();
  // What the checkout will charge: the server's quote, the very price POST /buy charges.
  const quote = useApi(billingApi.getPurchaseQuote, { params: { projectId: project._id } });
  const price = quote.data?.price;
  const labelOf = (problem: WizardProblem) => {
    const field = problem.field.split('.')[0] ?? problem.field;
    return field === 'questions' ? 'wizard.fields.text' : `wizard.fields.${field}`;
  };

  const regions = country?.regions.length
    ? country.regions
        .filter((region) => (audience.region ?? []).includes(region.id))
        .map((region) => {
          const key = regionKey(region.id);
          return key ? t(`wizard.regions.${key}`) : region.name;
        })
        .join(', ')
    : t('wizard.review.wholeCountry');
  const genders = (['female', 'male'] as const).filter((gender) => audience.genre?.[gender]);

  return (
    <>
      <p className="ap-wz-step-intro">{t('wizard.review.intro')}</p>
      {readyAssets.length ? (
        <p>
          <Link to={`/${lang}/project/${encodeURIComponent(project._id)}/preview`}>
            {t('fieldwork.previewLink')}
          </Link>
        </p>
      ) : null}
      {problems.length ? (
        <Alert variation="warning" marginBottom="1.25rem" heading={t('wizard.review.problems')}>
          <ul className="ap-wz-problems">
            {problems.map((problem) => (
              <li key={`${problem.step}-${problem.field}`}>
                {problem.field === 'assets' && problem.message === 'validation.required'
                  ? t('wizard.stimulus.needOne')
                  : fieldMessage(problem.message, labelOf(problem))}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}

      <div className="ap-wz-review-grid">
        <ReviewSection id="review-project" title={t('wizard.review.project')}>
          <dl className="ap-wz-facts">
            <Fact label={t('wizard.fields.name')}>{project.name}</Fact>
            <Fact label={t('wizard.fields.type')}>{t(`wizard.types.${project.type}`)}</Fact>
            <Fact label={t('wizard.fields.viewer')}>{t(`wizard.viewers.${project.viewer}`)}</Fact>
            {method === 'card' ? (
              <Fact label={t('wizard.package.price')}>
                {price
                  ? formatEuro(price.total) +
                    (price.kind === 'package'
                      ? ` · ${t('billing.pricing.sample', { package: t(`wizard.types.${price.type}`), count: price.sampleSize })}`
                      : '')
                  : quote.data
                    ? t('wizard.package.quoted')
                    : '…'}
              </Fact>
            ) : (
              <Fact label={t('wizard.checkout.creditsTitle')}>{Math.max(1, readyAssets.length)}</Fact>
            )}
          </dl>
        </ReviewSection>

        <ReviewSection id="review-audience" title={t('wizard.review.audience')} editStep="audience">
          <dl className="ap-wz-facts">
            <Fact label={t('wizard.audienceSource.title')}>
              {t(`wizard.audienceSource.${audience.source ?? DEFAULT_AUDIENCE_SOURCE}`)}
            </Fact>
            <Fact label={t('wizard.fields.country')}>
              {audience.country ? `${regionName(language, audience.country)} (${audience.country})` : notSet}
            </Fact>
            {audience.country ? <Fact label={t('wizard.audience.regions')}>{regions || notSet}</Fact> : null}
            <Fact label={t('wizard.audience.language')}>
              {audience.language ? languageName(language, audience.language) : notSet}
            </Fact>
            <Fact label={t('wizard.audience.targetGroup')}>
              {t(`wizard.audience.${audience.population ?? 'national'}`)}
            </Fact>
            <Fact label={t('wizard.audience.ageRanges')}>
              {selectedAgeGroups(audience)
                .map((group: AgeGroup) => ageLabel(group))
                .join(', ') || notSet}
            </Fact>
            <Fact label={t('wizard.audience.gender')}>
              {genders.map((gender) => t(`wizard.audience.${gender}`)).join(', ') || notSet}
            </Fact>
            <Fact label={t('wizard.fields.category')}>
              {audience.category
                ? isBrandCategory(audience.category)
                  ? t(`wizard.categories.${audience.category}`)
                  : audience.category
                : notSet}
            </Fact>
            <Fact label={t('wizard.audience.channel')}>
              {t(`wizard.viewers.${(audience.channel ?? project.viewer) as 'tv'}`, {
                defaultValue: audience.channel,
              })}
            </Fact>
            <Fact label={t('wizard.audience.sampleSize')}>
              {audience.sampleSize
                ? t('wizard.audience.respondents', {
                    respondents: audience.sampleSize,
                    count: audience.sampleSize,
                  })
                : notSet}
            </Fact>
          </dl>
        </ReviewSection>

        {onBar('stimulus') || readyAssets.length ? (
          <ReviewSection id="review-stimuli" title={t('wizard.review.stimuli')} editStep="stimulus">
            {readyAssets.length ? (
              <ul className="ap-wz-review-assets">
                {readyAssets.map((asset) => (
                  <li key={asset._id}>
                    {asset.thumbnail ? (
                      <img
                        src={asset.thumbnail}
                        alt={t('wizard.stimulus.thumbnailAlt', { name: asset.name })}
                      />
                    ) : (
                      <span className="ap-wz-asset__placeholder" aria-hidden="true" />
                    )}
                    <span>
                      <strong>{asset.name}</strong>
                      <span className="ap-wz-muted">
                        <FileName name={asset.file.name} /> ·{' '}
                        {asset.kind === 'video' && asset.duration !== undefined
                          ? formatDuration(asset.duration)
                          : t('wizard.stimulus.image')}{' '}
                        · {t(`wizard.contentTypes.${asset.contentType}`)} ·{' '}
                        {t(`wizard.stages.${asset.developmentStage}`)} ·{' '}
                        {t('wizard.audience.respondents', {
                          respondents: asset.requiredRespondents,
                          count: asset.requiredRespondents,
                        })}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p>{notSet}</p>
            )}
          </ReviewSection>
        ) : null}

        <ReviewSection
          id="review-questions"
          title={t('wizard.review.questions')}
          editStep="questions"
          editLabel={
            !onBar('questions') && project.questions.length === 0
              ? t('wizard.review.addQuestions')
              : undefined
          }
        >
          {project.questions.length ? (
            <ol className="ap-wz-review-questions">
              {project.questions.map((question, index) => (
                <li key={index}>
                  {question.text}{' '}
                  <span className="ap-wz-muted">({t(`wizard.questionTypes.${question.type}`)})</span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="ap-wz-muted">{t('wizard.review.noQuestions')}</p>
          )}
        </ReviewSection>
      </div>

      <StepActions
        onNext={() => goTo('checkout')}
        nextDisabled={!canLeaveReview(project, readyAssets.length, clientType)}
        nextLabel={clientType === 'custom' ? t('wizard.review.toCheckout') : t('wizard.review.toPayment')}
      />
    </>
  );
}
