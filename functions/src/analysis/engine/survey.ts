import { SURVEY_MIN_ANSWERS, type SurveyQuestionResult } from '@adpulse/shared/analysis/index';
import type { RespondentSession } from '@adpulse/shared/fieldwork/index';
import { OPEN_ENDED_MAX_ANSWERS, OPEN_ENDED_MIN_WORD_LENGTH, OPEN_ENDED_TOP_WORDS } from './constants.ts';
import { BootstrapWeights, ratioReplicates } from './stats/bootstrap.ts';
import { percentileInterval, shareEstimate } from './stats/intervals.ts';
import type { AnalysisProject } from './types.ts';

/** Words too common to say anything, in the interface languages with Latin script. */
const STOP_WORDS = new Set(
  [
    'the and for are but not you all any can had her was one our out has his how its who did yes this that with have from they will would there their what about which when make like just than them very also been into more some such only other',
    'che non per una con del della delle degli dei gli sono come più anche questo questa quello molto dal dalla alla nel nella sul sulla ma era mio mia suo sua loro cosa',
    'der die das und ist nicht ein eine mit auf für den dem des sich von sie wie auch aber nur noch sehr war',
    'que los las una con por para del como más pero sus muy fue este esta eso son',
    'les des une est pas pour que qui dans avec sur par plus mais son ses aux été très cette',
  ]
    .join(' ')
    .split(' '),
);

export function topWords(
  answers: readonly string[],
  limit = OPEN_ENDED_TOP_WORDS,
): { word: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const answer of answers) {
    const words = new Set(answer.toLocaleLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []);
    for (const word of words) {
      if ([...word].length < OPEN_ENDED_MIN_WORD_LENGTH || STOP_WORDS.has(word)) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .map(([word, count]) => ({ word, count }))
    .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word))
    .slice(0, limit);
}

/**
 * Survey results per question (methodology): counts and shares for choice questions (a multiChoice
 * share is of respondents, so shares may add to more than 1), the mean for scale questions, the
 * answers and their most frequent words for open ones; notSignificant under 30 answers.
 */
export function surveyResults(
  project: AnalysisProject,
  completes: Pick<RespondentSession, 'answers'>[],
  replicates: number,
  seed: number,
): SurveyQuestionResult[] {
  return project.questions.map((question, q) => {
    const answers = completes
      .map((session) => session.answers?.questions.find((entry) => entry.questionId === question.questionId))
      .filter((entry) => entry !== undefined)
      .map((entry) => entry.answer);
    const answered = answers.length;
    const result: SurveyQuestionResult = {
      questionId: question.questionId,
      type: question.type,
      text: question.text,
      answered,
      notSignificant: answered < SURVEY_MIN_ANSWERS,
      options: [],
      scale: null,
      openEnded: null,
    };
    if (question.type === 'singleChoice' || question.type === 'multiChoice') {
      const counts = new Map<string, number>(question.answers.answerList.map((answer) => [answer, 0]));
      for (const answer of answers) {
        const chosen = new Set(Array.isArray(answer) ? answer : [String(answer)]);
        for (const option of chosen) counts.set(option, (counts.get(option) ?? 0) + 1);
      }
      result.options = [...counts.entries()].map(([answer, count]) => ({
        answer,
        count,
        share: shareEstimate(count, answered) ?? { value: 0, low: 0, high: 1, n: 0 },
      }));
    } else if (question.type === 'scale') {
      const values = answers.map((answer) => Number(answer)).filter((value) => Number.isFinite(value));
      if (values.length > 0) {
        const num = Float64Array.from(values);
        const den = new Float64Array(values.length).fill(1);
        const boot = new BootstrapWeights(values.length, replicates, seed + q);
        const { low, high } = percentileInterval(ratioReplicates(num, den, boot));
        const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
        const distribution = new Map<number, number>();
        for (const value of values) distribution.set(value, (distribution.get(value) ?? 0) + 1);
        result.scale = {
          mean: { value: mean, low, high, n: values.length },
          distribution: [...distribution.entries()]
            .map(([value, count]) => ({ value, count }))
            .sort((a, b) => a.value - b.value),
        };
        result.answered = values.length;
        result.notSignificant = values.length < SURVEY_MIN_ANSWERS;
      }
    } else {
      const texts = answers
        .map((answer) => (Array.isArray(answer) ? answer.join(' ') : String(answer)).trim())
        .filter((text) => text.length > 0);
      result.openEnded = { answers: texts.slice(0, OPEN_ENDED_MAX_ANSWERS), words: topWords(texts) };
    }
    return result;
  });
}
