import type { Messages } from './en.ts';
import { frCore } from './fr/core.ts';
import { frRespondent } from './fr/respondent.ts';
import { frScreens } from './fr/screens.ts';

export const fr: Messages = { ...frCore, ...frScreens, ...frRespondent };
