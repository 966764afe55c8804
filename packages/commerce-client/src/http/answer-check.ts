import { en } from 'zod/locales';
import * as z from 'zod/mini';
import { type Answer, type AnswerName, answerSchemas } from '../schemas/answers.ts';
import { AnswerMismatchError } from './answer-mismatch-error.ts';

// zod/mini carries no messages of its own ("Invalid input"); a mismatch should say what was
// expected and what came.
z.config(en());

/**
 * Checks `data` against the contract's schema for the answer named `answer` (a name in
 * `answerSchemas`), throwing an `AnswerMismatchError` that names the call (`GET /api/sitemap`)
 * and the fields that differ.
 */
export function assertAnswer<Name extends AnswerName>(
  answer: Name,
  data: unknown,
  call: string,
): asserts data is Answer<Name> {
  const result = answerSchemas[answer].safeParse(data);
  if (result.success) return;
  throw new AnswerMismatchError(
    call,
    answer,
    result.error.issues.map((issue) => ({
      path: fieldPath(issue.path),
      message: issue.message,
    })),
  );
}

/**
 * `data` as the answer named `answer`, once checked against the contract (`assertAnswer`). The
 * data itself is answered, unchanged: fields the contract does not name stay, so a checked
 * answer is the same object an unchecked one would be.
 */
export function parseAnswer<Name extends AnswerName>(
  answer: Name,
  data: unknown,
  call: string,
): Answer<Name> {
  assertAnswer(answer, data, call);
  return data;
}

/** Whether `data` is the answer named `answer`: true, or the `AnswerMismatchError`. */
export function isAnswer<Name extends AnswerName>(
  answer: Name,
  data: unknown,
  call: string,
): data is Answer<Name> {
  assertAnswer(answer, data, call);
  return true;
}

/** `['products', 0, 'priceAsNumber']` as `products[0].priceAsNumber`. */
function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
}
