/**
 * Parsed bodies by their bytes: the same bytes decode to the same text, so they parse to the same
 * value, and a repeated body is recognised by comparing bytes (a length lookup and a `memcmp`)
 * instead of decoding it to text and hashing that text for a map lookup, which was most of our own
 * code's cost for a warm instant answer (docs/performance.md, section 22). Bounded: at most
 * `maxEntries` bodies of at most `maxBytes` bytes, `PER_LENGTH` of each length.
 */
export class RecentBytes {
  private readonly byLength = new Map<number, Array<{ bytes: Buffer; value: unknown }>>();
  private size = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;

  constructor(options: { maxEntries: number; maxBytes: number }) {
    this.maxEntries = options.maxEntries;
    this.maxBytes = options.maxBytes;
  }

  /** The value kept for these bytes, if any. */
  get(bytes: Buffer): unknown {
    const same = this.byLength.get(bytes.length);
    if (same === undefined) return undefined;
    for (const entry of same) if (entry.bytes.equals(bytes)) return entry.value;
    return undefined;
  }

  /** Keeps `value` (frozen: requests share it) as what `bytes` parse to. */
  set(bytes: Buffer, value: unknown): void {
    if (bytes.length > this.maxBytes) return;
    if (this.size >= this.maxEntries) {
      this.byLength.clear();
      this.size = 0;
    }
    let same = this.byLength.get(bytes.length);
    if (same === undefined) {
      same = [];
      this.byLength.set(bytes.length, same);
    }
    if (same.length >= PER_LENGTH) {
      same.shift();
      this.size--;
    }
    // A copy: the request's bytes may be a view of a buffer Node reuses.
    same.push({ bytes: Buffer.from(bytes), value });
    this.size++;
  }
}

/** Bodies kept per byte length (a page's bodies rarely share one). */
const PER_LENGTH = 8;
