import type { EntrySource } from './constants.ts';

/**
 * The entry parameters each panel appends to our test link, and which of them is the panel's
 * pseudonymous id of the respondent (the only identifier we keep). The respondent app passes the
 * link's query parameters as `panel.params` and the id this rule picks as `panel.respondentId`;
 * the server checks both with the same rule.
 * - dynata: `pid` (the panelist, up to 10 digits), `psid` (the panelist in this project, echoed
 *   on the exit), `k2` (the project's security key 2, used to sign the complete link);
 * - pure-spectrum: `transaction_id` (the session, echoed on the exit), and `psid` when the panel
 *   passes its persistent panelist id through;
 * - direct: no panel; the app sends a random id it keeps on the device (so a reload resumes
 *   instead of entering twice), or the link's `rid` when it is such an id too
 *   (`isUnguessableRespondentId`). A guessable id (`1`, `client-7`, a counter) is refused: whoever
 *   knew it could resume that person's session.
 */
export const PANEL_ENTRY_PARAMS = {
  dynata: { required: ['pid', 'psid', 'k2'], respondentId: ['pid'] },
  'pure-spectrum': { required: ['transaction_id'], respondentId: ['psid', 'transaction_id'] },
  direct: { required: [], respondentId: ['rid'] },
} as const satisfies Record<EntrySource, { required: readonly string[]; respondentId: readonly string[] }>;

/** The panel's id of the respondent from the entry parameters, or undefined when they carry none. */
export function entryRespondentId(
  panel: EntrySource,
  params: Readonly<Record<string, string>>,
): string | undefined {
  for (const name of PANEL_ENTRY_PARAMS[panel].respondentId) {
    const value = params[name]?.trim();
    if (value) return value;
  }
  return undefined;
}

/** Panels first: a link carrying every required parameter of a panel came from that panel. */
const PANELS_BY_PARAMS = ['dynata', 'pure-spectrum'] as const satisfies readonly EntrySource[];

/**
 * The way in of a test link, from its query parameters: the panel whose required entry
 * parameters are all present, else the direct link. The server checks the answer against the
 * test id's own panel, so a link with another panel's parameters is refused, never miscounted.
 */
export function entrySourceOf(params: Readonly<Record<string, string>>): EntrySource {
  const found = PANELS_BY_PARAMS.find((panel) =>
    PANEL_ENTRY_PARAMS[panel].required.every((name) => Boolean(params[name]?.trim())),
  );
  return found ?? 'direct';
}

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
/** Fewer distinct hex digits than this among a UUID's 32 is no random draw (p < 1e-6): `...-000000000001`. */
const MIN_DISTINCT_DIGITS = 8;

/**
 * Whether a direct link's respondent id is an unguessable token: a version-4 UUID (122 random
 * bits, as `crypto.randomUUID()` makes it) whose digits look drawn at random. The id is the
 * direct respondent's only key to resume a session, so it must not be guessable.
 */
export function isUnguessableRespondentId(id: string): boolean {
  if (!UUID_V4.test(id)) return false;
  return new Set(id.toLowerCase().replaceAll('-', '')).size >= MIN_DISTINCT_DIGITS;
}
