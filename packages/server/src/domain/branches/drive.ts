import type { Awaitable } from '../push.ts';

/** A use case written once for both backends: it yields each primitive's answer and gets it back. */
export type Steps<T> = Generator<unknown, T, unknown>;

/** Hands `value` to the driver and returns what it settles to: `const x = yield* wait(tx.read())`. */
export function* wait<T>(value: Awaitable<T>): Generator<unknown, T, unknown> {
  return (yield value) as T;
}

/**
 * Runs `steps` to their end: synchronously while every yielded value is plain (SQLite's primitives,
 * which must finish inside one synchronous transaction), asynchronously from the first promise on
 * (PostgreSQL's).
 */
export function drive<T>(steps: Steps<T>): Awaitable<T> {
  let step = steps.next();
  while (!step.done) {
    if (step.value instanceof Promise) return continueAsync(steps, step.value);
    step = steps.next(step.value);
  }
  return step.value;
}

async function continueAsync<T>(steps: Steps<T>, pending: Promise<unknown>): Promise<T> {
  let step: IteratorResult<unknown, T>;
  try {
    step = steps.next(await pending);
  } catch (err) {
    step = steps.throw(err);
  }
  while (!step.done) {
    try {
      step = steps.next(await step.value);
    } catch (err) {
      step = steps.throw(err);
    }
  }
  return step.value;
}
