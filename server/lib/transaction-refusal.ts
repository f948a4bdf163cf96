// One way a transaction refuses: the repo throws a Refusal carrying a result kind, which rolls the transaction back,
// and `refusable` hands that kind to the service, which alone maps kinds to AppError.

/** Thrown inside a transaction to roll it back and return `result` in place of the transaction's own. */
export class Refusal<Result> extends Error {
  constructor(readonly result: Result) {
    super("transaction refused");
  }
}

/** Runs `work` (usually one db.transaction) and answers the result it returned or the Refusal it threw. */
export async function refusable<Result>(work: () => Promise<Result>): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refusal) return error.result as Result;
    throw error;
  }
}
