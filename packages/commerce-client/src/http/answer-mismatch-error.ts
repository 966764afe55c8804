/** One place an answer differs from the contract: the field's path and what is wrong there. */
export type AnswerIssue = { path: string; message: string };

/**
 * An answer that does not match the contract's schema for it (`@cairn/commerce-client/contract`):
 * the API and the client disagree about a field. Thrown outside production only, where the
 * clients parse every answer; the message names the call and the first fields that differ.
 */
export class AnswerMismatchError extends Error {
  override name = 'AnswerMismatchError';
  constructor(
    /** The request, e.g. `GET /commerce/selection`. */
    readonly call: string,
    /** The answer's name in `answerSchemas`, e.g. `cart`. */
    readonly answer: string,
    readonly issues: AnswerIssue[],
  ) {
    const listed = issues
      .slice(0, 3)
      .map((issue) => `${issue.path || '(the body)'}: ${issue.message}`)
      .join('; ');
    const more = issues.length > 3 ? ` (and ${issues.length - 3} more)` : '';
    super(`${call}: the answer is not the contract's ${answer}: ${listed}${more}`);
  }
}
