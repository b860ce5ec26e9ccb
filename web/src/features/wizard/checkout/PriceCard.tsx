import { useTranslation } from 'react-i18next';
import type { PurchaseQuote } from '@adpulse/shared/billing/schemas';
import { useMoney } from '../../../i18n/use-money.ts';

/**
 * What the project costs and why, as the server's quote made it: a package's set-up and its
 * respondents at the fee per respondent (none through the client's own link), or a quick predict covered by the plan or paid by card;
 * and what the plan's analyses cover. Nothing is priced here: the web shows the quote.
 */
export function PriceCard({ quote }: { quote: PurchaseQuote }) {
  const { t } = useTranslation();
  const formatEuro = useMoney();
  const { price } = quote;
  if (!price) return null;
  const own = price.kind === 'package' && price.audience === 'own';
  return (
    <section className="ap-card ap-wz-form-section ap-wz-price" aria-labelledby="price-title">
      <h2 id="price-title">{t('billing.pricing.title')}</h2>
      {price.kind === 'package' ? (
        <>
          <p className="ap-wz-price__what">
            {t('billing.pricing.sample', {
              package: t(`wizard.types.${price.type}`),
              count: price.sampleSize,
            })}
          </p>
          <dl className="ap-wz-price__lines">
            <div>
              <dt>{t('billing.pricing.setup')}</dt>
              <dd>{formatEuro(price.setup)}</dd>
            </div>
            <div>
              <dt>
                {own
                  ? t('billing.ownAudiencePricing.respondents', { count: price.sampleSize })
                  : t('billing.pricing.respondents', {
                      count: price.sampleSize,
                      price: formatEuro(price.perRespondent),
                    })}
              </dt>
              <dd>{formatEuro(price.perRespondent * price.sampleSize)}</dd>
            </div>
            <div className="ap-wz-price__total">
              <dt>{t('billing.pricing.total')}</dt>
              <dd data-testid="quote-total">{formatEuro(price.total)}</dd>
            </div>
          </dl>
          <p className="ap-wz-muted">
            {own ? t('billing.ownAudiencePricing.why') : t('billing.pricing.why')}
          </p>
          <p className="ap-wz-muted">{t('billing.pricing.planCovers')}</p>
        </>
      ) : quote.method === 'credits' ? (
        <p>
          {quote.available === null
            ? t('billing.pricing.predictUnlimited')
            : t('billing.pricing.predictCovered', {
                count: quote.available,
                price: formatEuro(price.total),
              })}
        </p>
      ) : (
        <p>{t('billing.pricing.predictCard', { price: formatEuro(price.total) })}</p>
      )}
    </section>
  );
}
