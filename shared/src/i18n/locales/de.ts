import type { Messages } from './en.ts';
import { deCore } from './de/core.ts';
import { deRespondent } from './de/respondent.ts';
import { deScreens } from './de/screens.ts';

export const de: Messages = { ...deCore, ...deScreens, ...deRespondent };
