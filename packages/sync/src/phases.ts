/**
 * Runs one named step of a push or pull: the actions open a log group per step, the CLI shows
 * progress. `runPush` and `runPull` own the sequence; callers only say how a step is shown.
 */
export type PhaseHook = <T>(name: string, work: () => Promise<T>) => Promise<T>;

/** A phase hook that just runs the step. */
export const runDirectly: PhaseHook = (_name, work) => work();
