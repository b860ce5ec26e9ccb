/** What other rooms may use of accounts: the cards and load states of the signed-in screens. */
import './accounts.css';

export { SaveRow, SavedNote, SectionCard } from './SectionCard.tsx';
export { LoadFailed, LoadingCard } from './LoadState.tsx';

export { StatusLine } from './StatusLine.tsx';
export { actionErrorMessage, reportActionError, serverFieldErrors } from './action-errors.ts';
