/** Options of an InstantBatcher. */
export interface BatcherOptions {
  /** Sends one batch; the answer has one translation per text, in order. */
  send: (texts: string[]) => Promise<string[]>;
  /** Most texts per batch, read at every send (the project's settings may change). */
  batchSize: () => number;
  /** How long a batch waits for more texts before it is sent. */
  delayMs: number;
}

interface Waiting {
  promise: Promise<string>;
  resolve: (value: string) => void;
  reject: (reason: unknown) => void;
}

/**
 * Gathers `add(text)` calls into batches: a batch is sent once it holds `batchSize` distinct texts
 * or `delayMs` after its first text. A text already waiting or being sent is not sent twice: its
 * callers share the one answer. Texts go out in the order they were first asked for.
 */
export class InstantBatcher {
  readonly #options: BatcherOptions;
  /** Texts not sent yet, in the order they were first asked for. */
  #queue = new Map<string, Waiting>();
  /** Texts sent and not answered yet. */
  #inFlight = new Map<string, Promise<string>>();
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: BatcherOptions) {
    this.#options = options;
  }

  /** The translation of `text`, from the batch it joins. */
  add(text: string): Promise<string> {
    const known = this.#queue.get(text)?.promise ?? this.#inFlight.get(text);
    if (known) return known;
    let resolve!: (value: string) => void;
    let reject!: (reason: unknown) => void;
    const promise = new Promise<string>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    this.#queue.set(text, { promise, resolve, reject });
    if (this.#queue.size >= this.#size()) this.flush();
    else this.#timer ??= setTimeout(() => this.flush(), this.#options.delayMs);
    return promise;
  }

  /** Sends every waiting text now, in batches of at most `batchSize`; resolves when all are answered. */
  async flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const sends: Promise<void>[] = [];
    while (this.#queue.size > 0) sends.push(this.#sendBatch());
    await Promise.all(sends);
  }

  /** Number of texts waiting or being sent. */
  get pending(): number {
    return this.#queue.size + this.#inFlight.size;
  }

  /** Fails every text still waiting (not those being sent) with `reason`. */
  cancel(reason: unknown): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    for (const waiting of this.#queue.values()) waiting.reject(reason);
    this.#queue.clear();
  }

  async #sendBatch(): Promise<void> {
    const batch = [...this.#queue].slice(0, this.#size());
    for (const [text, waiting] of batch) {
      this.#queue.delete(text);
      this.#inFlight.set(text, waiting.promise);
    }
    const texts = batch.map(([text]) => text);
    try {
      const translations = await this.#options.send(texts);
      for (const [i, [text, waiting]] of batch.entries()) waiting.resolve(translations[i] ?? text);
    } catch (err) {
      for (const [, waiting] of batch) waiting.reject(err);
    } finally {
      for (const text of texts) this.#inFlight.delete(text);
    }
  }

  #size(): number {
    return Math.max(1, this.#options.batchSize());
  }
}
