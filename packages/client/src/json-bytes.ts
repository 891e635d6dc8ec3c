/**
 * What `JSON.stringify` writes for each byte below 0x80 of a string's UTF-8, when it is not the
 * byte itself: `\"`, `\\`, the short escapes and `\u00XX` (lower-case hex) for the other controls.
 * Bytes from 0x80 up are parts of characters `JSON.stringify` writes as they are (valid UTF-8
 * holds no lone surrogates, the only characters above 0x7f it escapes).
 */
const ESCAPES: (Uint8Array | undefined)[] = Array.from({ length: 0x80 }, (_, byte) => {
  const char = String.fromCharCode(byte);
  const json = JSON.stringify(char).slice(1, -1);
  return json === char ? undefined : new TextEncoder().encode(json);
});

/**
 * `before`, then the JSON string (quotes included) of the text whose UTF-8 is `utf8`, then `after`,
 * in one buffer: the same bytes as encoding `JSON.stringify(text)`, written from the bytes without
 * the text. `utf8` must be valid UTF-8 (`isUtf8`).
 */
export function jsonStringBytes(
  utf8: Uint8Array,
  before: Uint8Array,
  after: Uint8Array,
): Uint8Array<ArrayBuffer> {
  const n = utf8.length;
  let extra = 0;
  for (let i = 0; i < n; i++) {
    const byte = utf8[i] as number;
    if (byte < 0x80) {
      const written = ESCAPES[byte];
      if (written !== undefined) extra += written.length - 1;
    }
  }
  const out = new Uint8Array(before.length + n + extra + 2 + after.length);
  out.set(before, 0);
  let at = before.length;
  out[at++] = 0x22;
  if (extra === 0) {
    out.set(utf8, at);
    at += n;
  } else {
    for (let i = 0; i < n; i++) {
      const byte = utf8[i] as number;
      const written = byte < 0x80 ? ESCAPES[byte] : undefined;
      if (written === undefined) {
        out[at++] = byte;
      } else {
        for (let j = 0; j < written.length; j++) out[at++] = written[j] as number;
      }
    }
  }
  out[at++] = 0x22;
  out.set(after, at);
  return out;
}
