import { MAX_QUESTIONS } from '@adpulse/shared/projects/constants';
import type { Question } from '@adpulse/shared/projects/schemas';

/** The list with the question at `from` moved to `to` (both clamped to the list). */
export function moveQuestion(questions: readonly Question[], from: number, to: number): Question[] {
  const list = [...questions];
  if (from < 0 || from >= list.length) return list;
  const target = Math.max(0, Math.min(list.length - 1, to));
  const [moved] = list.splice(from, 1);
  list.splice(target, 0, moved!);
  return list;
}

export function replaceQuestion(
  questions: readonly Question[],
  index: number,
  question: Question,
): Question[] {
  return questions.map((current, position) => (position === index ? question : current));
}

export function removeQuestion(questions: readonly Question[], index: number): Question[] {
  return questions.filter((_, position) => position !== index);
}

export function canAddQuestion(questions: readonly Question[]): boolean {
  return questions.length < MAX_QUESTIONS;
}
