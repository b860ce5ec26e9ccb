import { OUTCOMES, type Outcome } from '@adpulse/shared/fieldwork/index';

/** Where the respondent app is: a test's page, or its end page (the direct link's return link). */
export type TestLocation = { page: 'test'; testId: string } | { page: 'end'; testId: string };

const TEST_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Reads the respondent app's paths (RESPONDENT_TEST_PATH `/t/{testId}` and RESPONDENT_END_PATH
 * `/t/{testId}/end`); anything else is no test.
 */
export function testLocationOf(pathname: string): TestLocation | null {
  const [root, testId, page, ...rest] = pathname.split('/').filter(Boolean);
  if (root !== 't' || testId === undefined || !TEST_ID.test(testId) || rest.length > 0) return null;
  if (page === undefined) return { page: 'test', testId };
  return page === 'end' ? { page: 'end', testId } : null;
}

/** The outcome an end page shows, from its `outcome` parameter; null when it names none we know. */
export function endOutcomeOf(search: string): Outcome | null {
  const outcome = new URLSearchParams(search).get('outcome');
  return (OUTCOMES as readonly string[]).includes(outcome ?? '') ? (outcome as Outcome) : null;
}
