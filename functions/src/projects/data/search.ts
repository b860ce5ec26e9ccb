import { matchesQuery, queryWords, type ProjectSummary } from '@adpulse/shared/projects/index';
import { cardKey, wordsPk } from './keys.ts';
import { batchGet, queryPages } from '../../platform/dynamo/reads.ts';
import { toCardSummaries } from './card-pictures.ts';
import { canSeeBranchKey, type BranchScope } from '../visibility.ts';

const WORD_PAGE = 100;
/** Bounds the cost of a query whose first word is common but whose other words are rare. */
export const MAX_WORDS_EXAMINED = 2_000;

/**
 * P6: projects whose name has, for each word of `search`, a word starting with it. The range
 * of the longest query word is read from the word index; the other words and the caller's
 * branches are checked on the word items themselves; then the matching cards are read.
 */
export async function searchProjects(
  clientId: string,
  scope: BranchScope,
  search: string,
  limit: number,
): Promise<ProjectSummary[]> {
  const query = queryWords(search);
  const [first] = query;
  if (!first) return [];
  const found: string[] = [];
  const seen = new Set<string>();
  let examined = 0;
  const pages = queryPages(
    {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :word)',
      ExpressionAttributeValues: { ':pk': wordsPk(clientId), ':word': first },
    },
    // A first short page: a one-word query matches every word item in its range.
    (page) => (page === 0 ? Math.min(WORD_PAGE, limit * 2) : WORD_PAGE),
  );
  for await (const items of pages) {
    examined += items.length;
    for (const item of items) {
      const projectId = String(item.projectId);
      if (seen.has(projectId)) continue;
      seen.add(projectId);
      const words = Array.isArray(item.words) ? item.words.map(String) : [];
      if (canSeeBranchKey(scope, String(item.branch)) && matchesQuery(words, query)) found.push(projectId);
      if (found.length >= limit) break;
    }
    if (found.length >= limit || examined >= MAX_WORDS_EXAMINED) break;
  }
  const cards = await batchGet(found.map((projectId) => cardKey(clientId, projectId)));
  return toCardSummaries(cards);
}
