/**
 * The form of a participant's evaluation (Teilnehmer-Feedback): the answers as the form keeps
 * them (a grade as the chosen radio's value, the ticked options, a text), checked by the rule
 * the server applies to a submitted evaluation (`evaluationAnswerProblems`), so a refusal has
 * the same path and code before and after sending.
 */
import * as z from 'zod/mini';
import {
  evaluationAnswerProblems,
  type EvaluationAnswer,
  type EvaluationQuestionRule,
} from '../rules/evaluations.ts';

/** One answer as the form keeps it: the grade as text ('' for none). */
const formAnswerSchema = z.object({
  grade: z.optional(z.string()),
  choices: z.optional(z.array(z.string())),
  text: z.optional(z.string()),
});
export type EvaluationFormAnswer = z.infer<typeof formAnswerSchema>;
export type EvaluationForm = { answers: Record<string, EvaluationFormAnswer> };

/** The answers the form sends: each question's given answer, nothing for one left empty. */
export function evaluationAnswersOfForm(form: EvaluationForm): Record<string, EvaluationAnswer> {
  const answers: Record<string, EvaluationAnswer> = {};
  for (const [id, answer] of Object.entries(form.answers)) {
    if (answer.grade) answers[id] = { grade: Number(answer.grade) };
    else if (answer.choices && answer.choices.length > 0) answers[id] = { choices: answer.choices };
    else if (answer.text && answer.text.trim() !== '') answers[id] = { text: answer.text.trim() };
  }
  return answers;
}

/** The form's rule for a questionnaire: every refused answer at `answers.<question>.<field>`. */
export const evaluationFormSchema = (questions: readonly EvaluationQuestionRule[]) =>
  z.object({ answers: z.record(z.string(), formAnswerSchema) }).check(
    z.superRefine((form, context) => {
      for (const problem of evaluationAnswerProblems(questions, evaluationAnswersOfForm(form))) {
        context.issues.push({
          code: 'custom',
          message: problem.code,
          input: form,
          path: ['answers', ...problem.path],
        });
      }
    }),
  );
