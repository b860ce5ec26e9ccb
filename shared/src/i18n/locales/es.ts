import type { Messages } from './en.ts';
import { esCore } from './es/core.ts';
import { esRespondent } from './es/respondent.ts';
import { esScreens } from './es/screens.ts';

export const es: Messages = { ...esCore, ...esScreens, ...esRespondent };
