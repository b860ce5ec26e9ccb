import { useTranslation } from 'react-i18next';
import type { Benchmark } from '@adpulse/shared/analysis/index';
import { useResults } from '../data/results-source.ts';
import { useFormats } from '../data/use-formats.ts';

type Scope = NonNullable<Benchmark['lv1']>;

/** Which ads a norm level is made of, in words: "All ads in Italy", "Food ads on YouTube, all countries". */
export function useScopeText() {
  const { t, i18n } = useTranslation();
  const country = (code: string) => {
    if (code === '*') return t('results.norm.anyCountry');
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'region' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  const category = (value: string | null) =>
    value === null || value === '*'
      ? t('results.norm.anyCategory')
      : t(`wizard.categories.${value as 'food'}`, { defaultValue: value });
  return (scope: Scope) =>
    scope.level === 'lv1'
      ? t('results.norm.lv1Scope', { country: country(scope.country) })
      : t('results.norm.lv2Scope', {
          category: category(scope.category),
          viewer: scope.viewer ? t(`wizard.viewers.${scope.viewer}`) : t('results.norm.anyViewer'),
          country: country(scope.country),
        });
}

/** A norm level named by what it holds ("All media in Italy"), else by its level when the file has no scope. */
export function useNormName() {
  const { t } = useTranslation();
  const scopeText = useScopeText();
  return (benchmark: Benchmark, level: 'lv1' | 'lv2') => {
    const scope = benchmark[level];
    return scope ? scopeText(scope) : t(`results.norm.${level}`);
  };
}

/** The norms a video is read against: each level's scope, size, whether synthetic, and their date. */
export function NormScope({ benchmark }: { benchmark: Benchmark }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const scopeText = useScopeText();
  const { norms } = useResults();
  const levels = [benchmark.lv1, benchmark.lv2].filter((scope): scope is Scope => scope !== null);
  return (
    <div className="ap-norm-scope" data-testid="norm-scope">
      {levels.length === 0 ? (
        <p>{t('results.norm.none')}</p>
      ) : (
        <dl className="ap-facts">
          {levels.map((scope) => (
            <div key={scope.level}>
              <dt>{t(`results.norm.${scope.level}`)}</dt>
              <dd>
                {scopeText(scope)} ·{' '}
                {t('results.norm.projects', {
                  projects: formats.count(scope.projects),
                  count: scope.projects,
                })}
                {scope.seed ? (
                  <span className="ap-badge" data-seed="true">
                    {t('results.norm.seed')}
                  </span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {levels.some((scope) => scope.seed) ? (
        <p className="ap-footnote">{t('results.norm.seedHelp')}</p>
      ) : null}
      <p className="ap-footnote">
        {benchmark.timestamp ? t('results.norm.asOf', { date: formats.date(benchmark.timestamp) }) : null}{' '}
        {norms
          ? t('results.norm.basis', {
              projects: formats.count(norms.basis.projects),
              count: norms.basis.projects,
              assets: formats.count(norms.basis.assets),
              date: formats.date(norms.updatedAt),
            })
          : null}
      </p>
    </div>
  );
}
