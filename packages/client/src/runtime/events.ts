/** A listener list per event name; listeners that throw are isolated from one another. */
export class Emitter<Events extends object> {
  #listeners = new Map<keyof Events, Set<(payload: never) => void>>();

  /** Calls `listener` on every `event` until the returned function is called. */
  on<K extends keyof Events>(event: K, listener: (payload: Events[K]) => void): () => void {
    let set = this.#listeners.get(event);
    if (!set) {
      set = new Set();
      this.#listeners.set(event, set);
    }
    set.add(listener as (payload: never) => void);
    return () => {
      set.delete(listener as (payload: never) => void);
    };
  }

  /** Calls the listeners of `event` with `payload`. */
  emit<K extends keyof Events>(event: K, payload: Events[K]): void {
    for (const listener of this.#listeners.get(event) ?? []) {
      try {
        (listener as (payload: Events[K]) => void)(payload);
      } catch (err) {
        // A page's listener failing must not break the runtime, nor hide the error from the console.
        setTimeout(() => {
          throw err;
        });
      }
    }
  }

  /** Drops every listener. */
  clear(): void {
    this.#listeners.clear();
  }
}
