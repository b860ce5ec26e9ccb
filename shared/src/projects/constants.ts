import type { ClientType } from '../auth/permissions.ts';

/**
 * Project vocabulary and the business constants of spec sections 4 and 9, read by the web
 * (cards, wizard, new-project) and by the projects domain.
 */

/** The products sold (spec section 1), in the order the new-project screen lists them. */
export const PRODUCT_TYPES = ['discover', 'abtest', 'sequential', 'custom', 'researchonly'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/**
 * Contract products: sold to custom clients under their contract (priced on quotation, paid
 * with the contract's credits), never to a regular, self-registered account.
 */
export const CONTRACT_PRODUCTS: readonly ProductType[] = ['custom', 'researchonly'];

/** Whether a client of this type may create, switch to and buy a project of this type. */
export function offersProduct(clientType: ClientType, type: ProjectType): boolean {
  return clientType === 'custom' || !(CONTRACT_PRODUCTS as readonly string[]).includes(type);
}

/** The products offered to a client of this type, in the order of PRODUCT_TYPES. */
export function productsFor(clientType: ClientType): ProductType[] {
  return PRODUCT_TYPES.filter((type) => offersProduct(clientType, type));
}

/** Every project type: the products plus the quick predict flow. */
export const PROJECT_TYPES = [...PRODUCT_TYPES, 'predict'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** Statuses in the order lists group them (spec section 4). */
export const PROJECT_STATUSES = ['pending', 'active', 'closed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const WIZARD_STEPS = {
  audience: 1,
  stimulus: 2,
  questions: 3,
  review: 4,
  checkout: 5,
  completed: 6,
} as const;
export type StepName = keyof typeof WIZARD_STEPS;
export type Step = (typeof WIZARD_STEPS)[StepName];
export const FIRST_STEP: Step = WIZARD_STEPS.audience;

export const VIEWERS = ['tv', 'facebook', 'instagram', 'tiktok', 'youtube'] as const;
export type Viewer = (typeof VIEWERS)[number];
export const DEFAULT_VIEWER: Viewer = 'tv';

export const PANEL_PROVIDERS = ['dynata', 'pure-spectrum'] as const;
export type PanelProvider = (typeof PANEL_PROVIDERS)[number];
export const DEFAULT_PANEL_PROVIDER: PanelProvider = 'dynata';
/** Each panel provider as it names itself (a brand, the same in every language): what texts show; data keeps the id. */
export const PANEL_PROVIDER_NAMES: Record<PanelProvider, string> = {
  dynata: 'Dynata',
  'pure-spectrum': 'PureSpectrum',
};

/**
 * Who answers a project: `panel`, respondents the project's panel recruits (simulated on a demo
 * stack), or `own`, the client's own audience through the direct link only: real people in every
 * mode, never filled by the simulated panel (issue 23, "Own audience").
 */
export const AUDIENCE_SOURCES = ['panel', 'own'] as const;
export type AudienceSource = (typeof AUDIENCE_SOURCES)[number];
export const DEFAULT_AUDIENCE_SOURCE: AudienceSource = 'panel';

export const PREDICT_MEDIA_TYPES = ['image', 'video'] as const;
export type PredictMediaType = (typeof PREDICT_MEDIA_TYPES)[number];

export const QUESTION_TYPES = ['singleChoice', 'multiChoice', 'scale', 'openEnded'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const CHOICE_QUESTION_TYPES: readonly QuestionType[] = ['singleChoice', 'multiChoice'];
export const MAX_QUESTIONS = 5;
export const MIN_CHOICE_ANSWERS = 2;

export const SAMPLE_SIZES = [50, 150, 300] as const;
export type SampleSize = (typeof SAMPLE_SIZES)[number];

export const POPULATIONS = ['national', 'primary'] as const;
export type Population = (typeof POPULATIONS)[number];

export const AGE_GROUPS = {
  national: ['group18_25', 'group26_35', 'group36_45', 'group46_55', 'group56_75'],
  primary: ['group18_34', 'group35_54', 'group55_64'],
} as const satisfies Record<Population, readonly string[]>;
export type AgeGroup = (typeof AGE_GROUPS)[Population][number];
export const ALL_AGE_GROUPS: readonly AgeGroup[] = [...AGE_GROUPS.national, ...AGE_GROUPS.primary];

/** A product's defaults (spec section 9). `videos: null` means no limit; prices in euros. */
export interface ProductPackage {
  videos: number | null;
  maxMinutes: number;
  respondents: SampleSize;
  price: number;
  /** Priced on quotation (contract or credits) rather than at the listed price. */
  quoted: boolean;
}

/**
 * researchonly is not priced by the spec. Chosen: a survey-only study (questions, no stimulus),
 * so no videos and no duration, 150 respondents, and priced on quotation like custom (price 0).
 */
export const PACKAGES: Record<ProductType, ProductPackage> = {
  discover: { videos: 1, maxMinutes: 1, respondents: 150, price: 1000, quoted: false },
  abtest: { videos: 2, maxMinutes: 2, respondents: 150, price: 1900, quoted: false },
  sequential: { videos: 2, maxMinutes: 2, respondents: 150, price: 1900, quoted: false },
  custom: { videos: null, maxMinutes: 2, respondents: 150, price: 0, quoted: true },
  researchonly: { videos: 0, maxMinutes: 0, respondents: 150, price: 0, quoted: true },
};

/** The quick predict flow: one image or video, analysed with 75 respondents. */
export const PREDICT_ASSETS = 1;
export const PREDICT_REQUIRED_RESPONDENTS = 75;

/** Dashboard page sizes and the search default (spec section 9). */
export const CLOSED_PAGE_SIZE = 30;
export const ACTIVE_PAGE_SIZE = 10;
export const SEARCH_DEFAULT_LIMIT = 10;
export const LIST_MAX_LIMIT = 100;
export const SEARCH_MAX_LIMIT = 50;
/** Deep offsets cost reads (see functions/README.md, pattern P2); beyond this use filters. */
export const LIST_MAX_SKIP = 10_000;

export const SORT_ORDERS = ['asc', 'dec'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_SORT: SortOrder = 'dec';

export const FOLDER_FILTERS = ['exclude', 'include', 'any'] as const;
export type FolderFilter = (typeof FOLDER_FILTERS)[number];
export const DEFAULT_FOLDER_FILTER: FolderFilter = 'exclude';

export const PROJECT_NAME_MAX = 120;
