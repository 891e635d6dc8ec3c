/**
 * Reads a JSON object envelope (`{"a": …, "files": [ … ], …}`) as its bytes stream in, handing out
 * each top-level member, and each element of one array member, as the bytes of one JSON value: a
 * push or pull body is then parsed one file at a time, and never held whole as bytes, text and
 * parsed value at once. The reader only finds where values begin and end (strings, escapes and
 * nesting); each value is checked by whoever parses its bytes (`JSON.parse`), and a body cut short or
 * with anything after its closing `}` fails here.
 */

/** One value of the envelope, as the bytes of its JSON text. */
export type EnvelopePart =
  /** A top-level member other than the streamed array. */
  | { kind: 'member'; key: string; bytes: Uint8Array }
  /** One element of the streamed array member, `index` counting from 0. */
  | { kind: 'item'; key: string; index: number; bytes: Uint8Array }
  /** The streamed array member ended (after its last element). */
  | { kind: 'end-items'; key: string; count: number };

/** Bounds of one envelope read. */
export interface EnvelopeOptions {
  /** Name of the top-level member whose array elements are handed out one by one. */
  itemsKey: string;
  /** Largest element of that array, in bytes. */
  maxItemBytes: number;
  /** Largest other member (its value), in bytes. */
  maxMemberBytes: number;
}

/** The body is not a JSON object, is cut short, or a value in it is over its bound. */
export class EnvelopeError extends Error {
  /** `syntax`: not a JSON object envelope; `too_large`: one value over its bound. */
  readonly reason: 'syntax' | 'too_large';
  /** Where, as a JSON path (`body.files[3]`). */
  readonly location: string;
  constructor(reason: 'syntax' | 'too_large', location: string, message: string) {
    super(message);
    this.name = 'EnvelopeError';
    this.reason = reason;
    this.location = location;
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

function isSpace(byte: number): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
}

type State =
  | 'root' // before the opening `{`
  | 'key-or-end' // after `{`: a key or `}`
  | 'key' // after `,`: a key
  | 'colon'
  | 'value'
  | 'items-first' // after the streamed array's `[`: an element or `]`
  | 'item'
  | 'after-item' // `,` or `]`
  | 'after-member' // `,` or `}`
  | 'done';

/**
 * Splits an envelope into its parts as chunks arrive. Yields every part as soon as its last byte
 * is read, so a consumer can refuse a body at its first bad file, before the rest arrives.
 */
export async function* readEnvelope(
  source: AsyncIterable<Uint8Array>,
  options: EnvelopeOptions,
): AsyncGenerator<EnvelopePart> {
  const splitter = new EnvelopeSplitter(options);
  for await (const chunk of source) {
    const parts = splitter.write(chunk);
    // Shifted, not iterated: while the reader works on a part, this suspended generator must not
    // hold its bytes (a pull file's, about 1 MiB at 10,000 keys), or a collection then promotes them.
    while (parts.length > 0) yield parts.shift() as EnvelopePart;
  }
  splitter.end();
}

/** The reader's state machine, fed chunk by chunk (`readEnvelope` drives it). */
export class EnvelopeSplitter {
  #options: EnvelopeOptions;
  #state: State = 'root';
  #offset = 0;
  #key = '';
  #keys = new Set<string>();
  #index = 0;
  // The value being captured: its chunks so far, its size, and where it is in its nesting.
  #parts: Uint8Array[] = [];
  #size = 0;
  #capturing = false;
  #depth = 0;
  #inString = false;
  #escaped = false;
  #primitive = false;
  // A key being captured is a string value of its own.
  #capturingKey = false;

  constructor(options: EnvelopeOptions) {
    this.#options = options;
  }

  /** Feeds one chunk; returns the parts it completed. */
  write(chunk: Uint8Array): EnvelopePart[] {
    const out: EnvelopePart[] = [];
    let i = 0;
    let start = this.#capturing ? 0 : -1;
    const n = chunk.length;
    while (i < n) {
      if (this.#capturing) {
        const end = this.#scanValue(chunk, i);
        if (end === -1) {
          this.#add(chunk.subarray(start, n));
          i = n;
          break;
        }
        this.#add(chunk.subarray(start, end));
        i = end;
        start = -1;
        this.#capturing = false;
        this.#finishValue(out);
        continue;
      }
      const byte = chunk[i] as number;
      if (isSpace(byte)) {
        i++;
        continue;
      }
      switch (this.#state) {
        case 'root':
          this.#expect(byte === OPEN_OBJECT, i, 'a JSON object');
          this.#state = 'key-or-end';
          i++;
          break;
        case 'key-or-end':
        case 'key':
          if (byte === CLOSE_OBJECT && this.#state === 'key-or-end') {
            this.#state = 'done';
            i++;
            break;
          }
          this.#expect(byte === QUOTE, i, 'a member name');
          this.#capturingKey = true;
          start = this.#beginValue(chunk, i);
          break;
        case 'colon':
          this.#expect(byte === COLON, i, '":"');
          this.#state = 'value';
          i++;
          break;
        case 'value':
          if (this.#key === this.#options.itemsKey && byte === OPEN_ARRAY) {
            this.#state = 'items-first';
            this.#index = 0;
            i++;
            break;
          }
          start = this.#beginValue(chunk, i);
          break;
        case 'items-first':
        case 'item':
          if (byte === CLOSE_ARRAY && this.#state === 'items-first') {
            out.push({ kind: 'end-items', key: this.#key, count: 0 });
            this.#state = 'after-member';
            i++;
            break;
          }
          start = this.#beginValue(chunk, i);
          break;
        case 'after-item':
          if (byte === COMMA) {
            this.#state = 'item';
          } else {
            this.#expect(byte === CLOSE_ARRAY, i, '"," or "]"');
            out.push({ kind: 'end-items', key: this.#key, count: this.#index });
            this.#state = 'after-member';
          }
          i++;
          break;
        case 'after-member':
          if (byte === COMMA) {
            this.#state = 'key';
          } else {
            this.#expect(byte === CLOSE_OBJECT, i, '"," or "}"');
            this.#state = 'done';
          }
          i++;
          break;
        case 'done':
          this.#expect(false, i, 'nothing after the closing "}"');
      }
    }
    this.#offset += n;
    return out;
  }

  /** Says the body ended: throws when it was cut short. */
  end(): void {
    if (this.#state !== 'done' || this.#capturing) {
      throw new EnvelopeError(
        'syntax',
        this.#location(),
        `the body ends at byte ${this.#offset} before the JSON object is complete (cut short?)`,
      );
    }
  }

  #location(): string {
    if (this.#state === 'item' || this.#state === 'items-first' || this.#state === 'after-item') {
      return `body.${this.#key}[${this.#index}]`;
    }
    return this.#key === '' ? 'body' : `body.${this.#key}`;
  }

  #expect(ok: boolean, at: number, what: string): void {
    if (ok) return;
    throw new EnvelopeError(
      'syntax',
      this.#location(),
      `the body is not the expected JSON: expected ${what} at byte ${this.#offset + at}`,
    );
  }

  /** Starts capturing the value whose first byte is at `i`; returns `i`. */
  #beginValue(chunk: Uint8Array, i: number): number {
    const byte = chunk[i] as number;
    this.#capturing = true;
    this.#parts = [];
    this.#size = 0;
    this.#depth = 0;
    this.#inString = false;
    this.#escaped = false;
    this.#primitive = !(byte === QUOTE || byte === OPEN_OBJECT || byte === OPEN_ARRAY);
    if (
      this.#primitive &&
      (byte === COMMA || byte === CLOSE_OBJECT || byte === CLOSE_ARRAY || byte === COLON)
    ) {
      this.#expect(false, i, 'a value');
    }
    return i;
  }

  /**
   * Scans the captured value from `i`: returns the index just past its last byte, or -1 when it goes
   * on past this chunk.
   */
  #scanValue(chunk: Uint8Array, i: number): number {
    const n = chunk.length;
    if (this.#primitive) {
      for (; i < n; i++) {
        const byte = chunk[i] as number;
        if (byte === COMMA || byte === CLOSE_OBJECT || byte === CLOSE_ARRAY || isSpace(byte)) return i;
      }
      return -1;
    }
    // The state lives in locals while the loop runs and goes back to the fields when it stops: a
    // field written at every byte kept the loop at several times the cost of the bytes it reads (a
    // full push's body and answer, megabytes each, are scanned here). Inside a string, only a
    // backslash or a quote matters, so the loop skips to the next of either.
    let inString = this.#inString;
    let escaped = this.#escaped;
    let depth = this.#depth;
    let end = -1;
    while (i < n) {
      if (inString) {
        if (escaped) {
          escaped = false;
          i++;
        }
        while (i < n) {
          const byte = chunk[i] as number;
          if (byte === QUOTE || byte === BACKSLASH) break;
          i++;
        }
        if (i === n) break;
        if (chunk[i] === BACKSLASH) {
          escaped = true;
          i++;
          continue;
        }
        inString = false;
        i++;
        if (depth === 0) {
          end = i;
          break;
        }
        continue;
      }
      const byte = chunk[i] as number;
      i++;
      if (byte === QUOTE) inString = true;
      else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) depth++;
      else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
        depth--;
        if (depth === 0) {
          end = i;
          break;
        }
      }
    }
    this.#inString = inString;
    this.#escaped = escaped;
    this.#depth = depth;
    return end;
  }

  #add(bytes: Uint8Array): void {
    if (bytes.length === 0) return;
    this.#size += bytes.length;
    const limit = this.#capturingKey
      ? 1024
      : this.#state === 'item' || this.#state === 'items-first'
        ? this.#options.maxItemBytes
        : this.#options.maxMemberBytes;
    if (this.#size > limit) {
      const what = this.#capturingKey ? 'a member name' : this.#location();
      throw new EnvelopeError(
        'too_large',
        this.#location(),
        `${what} is over ${limit} bytes, the most one value of the body may take`,
      );
    }
    this.#parts.push(bytes);
  }

  /** The captured bytes, joined. */
  #take(): Uint8Array {
    const parts = this.#parts;
    this.#parts = [];
    if (parts.length === 1) return parts[0] as Uint8Array;
    const bytes = new Uint8Array(this.#size);
    let at = 0;
    for (const part of parts) {
      bytes.set(part, at);
      at += part.length;
    }
    return bytes;
  }

  #finishValue(out: EnvelopePart[]): void {
    const bytes = this.#take();
    if (this.#capturingKey) {
      this.#capturingKey = false;
      let key: unknown;
      try {
        key = JSON.parse(new TextDecoder().decode(bytes));
      } catch {
        key = undefined;
      }
      if (typeof key !== 'string') {
        throw new EnvelopeError(
          'syntax',
          'body',
          'the body is not the expected JSON: a member name is not a string',
        );
      }
      if (this.#keys.has(key)) {
        throw new EnvelopeError(
          'syntax',
          `body.${key}`,
          `the body names member "${key.slice(0, 64)}" twice; send each member once`,
        );
      }
      this.#keys.add(key);
      this.#key = key;
      this.#state = 'colon';
      return;
    }
    if (this.#state === 'value') {
      out.push({ kind: 'member', key: this.#key, bytes });
      this.#state = 'after-member';
      return;
    }
    out.push({ kind: 'item', key: this.#key, index: this.#index, bytes });
    this.#index++;
    this.#state = 'after-item';
  }
}
