import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { dispatch, useAppState } from '../../state/app-store.ts';
import { principalOf } from '../../session/session.ts';
import { tourStepsFor, tourTarget, type TourStep } from './tour-steps.ts';

const CARD_WIDTH = 352;
const GAP = 12;

/**
 * A few steps over the header; Escape or "Skip" ends it, and it is remembered as seen. It starts
 * by itself on the user's first login (the login answer's firstLogin), once the header shows.
 */
export function QuickTour() {
  const active = useAppState((state) => state.flags.tourActive);
  const firstVisit = useAppState(
    (state) =>
      state.session.token !== null &&
      state.session.firstLogin &&
      !state.preferences.tourSeen &&
      !state.session.guest,
  );
  useEffect(() => {
    if (firstVisit && !active) dispatch({ type: 'tour/start' });
  }, [firstVisit, active]);
  return active ? <TourCard /> : null;
}

function TourCard() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const session = useAppState((state) => state.session);
  const [steps] = useState(() =>
    tourStepsFor(principalOf(session)).filter((step) => tourTarget(step.target)),
  );
  const [index, setIndex] = useState(0);
  const [position, setPosition] = useState({ top: 80, left: 16 });
  const heading = useRef<HTMLHeadingElement>(null);
  const step = steps[index];

  const finish = useCallback(() => dispatch({ type: 'tour/finish' }), []);

  useEffect(() => {
    if (!step) finish();
  }, [step, finish]);

  useLayoutEffect(() => {
    if (!step) return;
    const target = tourTarget(step.target);
    if (!target) return;
    target.classList.add('ap-tour-target');
    const place = () => {
      const rect = target.getBoundingClientRect();
      const left = Math.min(Math.max(GAP, rect.left), window.innerWidth - CARD_WIDTH - GAP);
      setPosition({ top: rect.bottom + GAP, left: Math.max(GAP, left) });
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { passive: true });
    heading.current?.focus();
    return () => {
      target.classList.remove('ap-tour-target');
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place);
    };
  }, [step]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finish();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [finish]);

  if (!step) return null;
  const last = index === steps.length - 1;
  // The account step names the menu's entries this user has, as a list in their language.
  const bodyOf = ({ body, accountItems }: TourStep) =>
    accountItems
      ? t('tour.accountBody', {
          items: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format([
            ...accountItems.map((screen) => t(`screens.${screen}`)),
            t('nav.logout'),
          ]),
        })
      : t(`tour.${body}`);
  return (
    <div
      className="ap-tour"
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      style={{ top: position.top, left: position.left }}
    >
      <Text className="ap-tour__progress">
        {t('tour.label')} · {t('tour.progress', { current: index + 1, total: steps.length })}
      </Text>
      <Heading level={2} id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t(`tour.${step.title}`)}
      </Heading>
      <Text as="p" id={`${id}-body`}>
        {bodyOf(step)}
      </Text>
      <div className="ap-tour__actions">
        <Button size="small" variation="link" onClick={finish}>
          {t('tour.skip')}
        </Button>
        <Flex gap="0.5rem">
          {index > 0 ? (
            <Button size="small" onClick={() => setIndex(index - 1)}>
              {t('tour.back')}
            </Button>
          ) : null}
          <Button size="small" variation="primary" onClick={() => (last ? finish() : setIndex(index + 1))}>
            {last ? t('tour.done') : t('tour.next')}
          </Button>
        </Flex>
      </div>
    </div>
  );
}
