// Not named `then`: a module exporting `then` is a thenable, and `await import()` of it would call it.

/** A value now (SQLite's primitives) or later (PostgreSQL's). */
export type Awaitable<T> = T | Promise<T>;

/** `f(value)`, at once when `value` is not a promise: SQLite's transaction stays synchronous. */
export function andThen<T, U>(value: Awaitable<T>, f: (value: T) => Awaitable<U>): Awaitable<U> {
  return value instanceof Promise ? value.then(f) : f(value);
}

/** Runs the steps in order, each after the one before it settled, then `done`. */
export function sequence<U>(steps: Array<() => Awaitable<void>>, done: () => U): Awaitable<U> {
  let i = 0;
  const next = (): Awaitable<U> => {
    while (i < steps.length) {
      const result = (steps[i++] as () => Awaitable<void>)();
      if (result instanceof Promise) return result.then(next);
    }
    return done();
  };
  return next();
}
