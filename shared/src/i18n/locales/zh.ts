import type { Messages } from './en.ts';
import { zhCore } from './zh/core.ts';
import { zhRespondent } from './zh/respondent.ts';
import { zhScreens } from './zh/screens.ts';

export const zh: Messages = { ...zhCore, ...zhScreens, ...zhRespondent };
