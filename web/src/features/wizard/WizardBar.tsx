import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WIZARD_STEPS } from '@adpulse/shared/projects/constants';
import { barItemOf, barShownOn, isReachable } from './bars.ts';
import { useLanguage } from '../../routing/use-language.ts';
import { useWizard } from './wizard-context.tsx';

/**
 * The wizard bar of spec section 2: numbered steps, done ones ticked, reachable ones linked,
 * the current one highlighted (a step off the bar joins it while the user is on it).
 */
export function WizardBar() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { bar: stepsBar, step, project, ready } = useWizard();
  const bar = barShownOn(stepsBar, step);
  const currentItem = barItemOf(bar, step);
  return (
    <nav className="ap-wizard-bar" aria-label={t('wizard.bar.label')}>
      <ol>
        {bar.map((item, index) => {
          const current = item === currentItem;
          const done = !current && WIZARD_STEPS[item.step] < project.step;
          const label = t(`wizard.bar.${item.label}`);
          const content = (
            <>
              <span className="ap-wizard-bar__number" aria-hidden="true">
                {done ? '✓' : index + 1}
              </span>
              <span className="ap-wizard-bar__label">
                <span className="ap-visually-hidden">
                  {t('wizard.bar.position', { current: index + 1, total: bar.length })}:{' '}
                </span>
                {label}
                {done ? <span className="ap-visually-hidden"> ({t('wizard.bar.done')})</span> : null}
              </span>
            </>
          );
          const state = current ? 'current' : done ? 'done' : 'upcoming';
          return (
            <li key={item.step} data-state={state}>
              {!current && isReachable(item.step, project.step, ready) ? (
                <Link to={`/${lang}/project/${encodeURIComponent(project._id)}/${item.step}`}>{content}</Link>
              ) : (
                <span aria-current={current ? 'step' : undefined}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
