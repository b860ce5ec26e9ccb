import type { Messages } from './en.ts';
import { itCore } from './it/core.ts';
import { itRespondent } from './it/respondent.ts';
import { itScreens } from './it/screens.ts';

export const it: Messages = { ...itCore, ...itScreens, ...itRespondent };
