import {
  entryRespondentId,
  entrySourceOf,
  isUnguessableRespondentId,
  type PanelEntry,
} from '@adpulse/shared/fieldwork/index';

/** The part of the Web Storage API the entry uses (localStorage in the app). */
export type EntryStorage = Pick<Storage, 'getItem' | 'setItem'>;

const MAX_PARAM_NAME = 64;
const MAX_PARAM_VALUE = 512;

/**
 * The respondent's entry from the test link's query: the panel its parameters name (or the
 * direct link), the parameters to echo on the return link, and the panel's id of the respondent.
 * A direct link without an unguessable `rid` gets a random id kept on this device per test, so a reload enters the
 * same session again instead of taking a second quota slot. A panel's entry also carries the whole
 * link (`href`), whose provider signature a live deployment checks.
 */
export function panelEntryOf(
  search: string,
  testId: string,
  storage: EntryStorage,
  newId: () => string = () => crypto.randomUUID(),
  href?: string,
): PanelEntry {
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    if (name.length <= MAX_PARAM_NAME && value.length <= MAX_PARAM_VALUE) params[name] = value;
  }
  const provider = entrySourceOf(params);
  const fromLink = entryRespondentId(provider, params);
  // A direct link's own rid is used only when it is unguessable (shared panels.ts).
  const linkId =
    provider === 'direct' && fromLink && !isUnguessableRespondentId(fromLink) ? undefined : fromLink;
  if (provider === 'direct' && fromLink && !linkId) delete params.rid;
  const respondentId = linkId ?? deviceRespondentId(testId, storage, newId);
  return { provider, respondentId, params, ...(provider !== 'direct' && href ? { url: href } : {}) };
}

function deviceRespondentId(testId: string, storage: EntryStorage, newId: () => string): string {
  const key = `adpulse.respondent.${testId}`;
  try {
    const kept = storage.getItem(key);
    if (kept) return kept;
    const id = newId();
    storage.setItem(key, id);
    return id;
  } catch {
    // Storage refused (private mode, full): this page's id only.
    return newId();
  }
}
