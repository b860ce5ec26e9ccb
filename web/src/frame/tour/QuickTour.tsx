import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { dispatch, useAppState } from '../../state/app-store.ts';
import { principalOf } from '../../session/session.ts';
import { useLanguage } from '../../routing/use-language.ts';
import { SCREEN_TARGET, tourStepsFor, tourTarget, type TourStep } from './tour-steps.ts';

const CARD_WIDTH = 352;
const GAP = 12;

/**
 * A walk through the header and the main screens the user's role may open (tour-steps.ts), each
 * step opening its screen; Next/Back or the arrow keys move, Escape or "Skip" ends it, and it is
 * remembered as seen. It starts by itself on the user's first login (the login answer's
 * firstLogin), once the header shows.
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

/** Waits for a step's target: at once for the header, or once its screen shows a new heading. */
function useStepTarget(step: TourStep | undefined): HTMLElement | null {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const lang = useLanguage();
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const path = step?.route ? `/${lang}/${step.route}` : null;
  const away = path !== null && pathname !== path;

  useEffect(() => {
    if (!step) return;
    setTarget(null);
    // The heading of the screen we leave is not the one the step points at.
    const stale = away ? tourTarget(SCREEN_TARGET) : null;
    if (away && path) void navigate(path);
    const found = () => {
      const element = tourTarget(step.target);
      return element && element !== stale && element.isConnected ? element : null;
    };
    // A screen may mount its heading more than once (a guard, then its data): follow the one on
    // the page for as long as the step lasts.
    let current = found();
    if (current) setTarget(current);
    const observer = new MutationObserver(() => {
      const element = found();
      if (!element || element === current) return;
      current = element;
      setTarget(element);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
    // The step alone decides where to go; the location changes because of it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);
  return target;
}

function TourCard() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const session = useAppState((state) => state.session);
  // Header steps whose element this layout has not (a narrow screen hides some) are left out.
  const [steps] = useState(() =>
    tourStepsFor(principalOf(session)).filter(
      (step) => step.target === SCREEN_TARGET || tourTarget(step.target),
    ),
  );
  const [index, setIndex] = useState(0);
  const [position, setPosition] = useState({ top: 80, left: 16 });
  const card = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const step = steps[index];
  const target = useStepTarget(step);
  const last = index === steps.length - 1;

  const finish = useCallback(() => dispatch({ type: 'tour/finish' }), []);
  const next = useCallback(() => (last ? finish() : setIndex((at) => at + 1)), [last, finish]);
  const back = useCallback(() => setIndex((at) => Math.max(0, at - 1)), []);

  useEffect(() => {
    if (!step) finish();
  }, [step, finish]);

  useLayoutEffect(() => {
    if (!target) return;
    target.classList.add('ap-tour-target');
    target.scrollIntoView({ block: 'nearest' });
    const place = () => {
      const rect = target.getBoundingClientRect();
      const height = card.current?.offsetHeight ?? 0;
      const left = Math.min(Math.max(GAP, rect.left), window.innerWidth - CARD_WIDTH - GAP);
      const top = Math.min(rect.bottom + GAP, window.innerHeight - height - GAP);
      setPosition({ top: Math.max(GAP, top), left: Math.max(GAP, left) });
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { passive: true });
    heading.current?.focus();
    // A screen focuses its own heading when it mounts: take the focus back once it has.
    const refocus = requestAnimationFrame(() => heading.current?.focus());
    return () => {
      cancelAnimationFrame(refocus);
      target.classList.remove('ap-tour-target');
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place);
    };
  }, [target]);

  useEffect(() => {
    // Arrows move through the steps while the focus is on the card or the element it points at,
    // never while the user types in a screen.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') return finish();
      const focus = document.activeElement;
      // A screen's heading takes the focus when the screen mounts, maybe before the card sees it.
      const ours =
        focus === document.body ||
        focus === target ||
        focus?.matches('main .ap-screen-title') ||
        card.current?.contains(focus);
      if (!ours || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
      event.preventDefault();
      if (event.key === 'ArrowRight') next();
      else back();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [finish, next, back, target]);

  if (!step) return null;
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
      ref={card}
      className="ap-tour"
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      aria-busy={target === null}
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
            <Button size="small" onClick={back}>
              {t('tour.back')}
            </Button>
          ) : null}
          <Button size="small" variation="primary" onClick={next}>
            {last ? t('tour.done') : t('tour.next')}
          </Button>
        </Flex>
      </div>
    </div>
  );
}
