import type { Language } from '@adpulse/shared';

/** State carried by a navigation; is404 makes Dashboard or Login show the page-not-found message. */
export interface RouteState {
  is404?: boolean;
  /** A catalogue key of an error to show once the destination is open (e.g. back to Review). */
  errorKey?: string;
}

export function routeStateOf(state: unknown): RouteState {
  if (typeof state !== 'object' || state === null) return {};
  const { is404, errorKey } = state as Record<string, unknown>;
  return {
    ...(is404 === true ? { is404: true } : {}),
    ...(typeof errorKey === 'string' ? { errorKey } : {}),
  };
}

interface ParamsOf {
  Login: { redirect?: string };
  Dashboard: Record<string, never>;
  Audience: { projectId: string };
  Stimulus: { projectId: string };
  Questions: { projectId: string };
  Review: { projectId: string };
  Checkout: { projectId: string };
}
export type RouteName = keyof ParamsOf;

export interface NamedLocation {
  pathname: string;
  search: string;
  state: RouteState;
}

const WIZARD_PATH = {
  Audience: 'audience',
  Stimulus: 'stimulus',
  Questions: 'questions',
  Review: 'review',
  Checkout: 'checkout',
} as const;

/** The named routes of spec section 2, for navigate(): `navigate(to, { state: to.state })`. */
export function routeTo<N extends RouteName>(
  name: N,
  lang: Language,
  params: ParamsOf[N],
  flags: { is404?: boolean } = {},
): NamedLocation {
  const state: RouteState = flags.is404 ? { is404: true } : {};
  if (name === 'Login') {
    const { redirect } = params as ParamsOf['Login'];
    return {
      pathname: `/${lang}/login`,
      search: redirect ? `?${new URLSearchParams({ redirect })}` : '',
      state,
    };
  }
  if (name === 'Dashboard') return { pathname: `/${lang}/dashboard`, search: '', state };
  const { projectId } = params as ParamsOf['Audience'];
  const step = WIZARD_PATH[name as keyof typeof WIZARD_PATH];
  return { pathname: `/${lang}/project/${encodeURIComponent(projectId)}/${step}`, search: '', state };
}
