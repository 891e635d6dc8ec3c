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
  // The bytes read as Latin-1 are one character each, so V8's own JSON.stringify does the scan and
  // copies the runs between escapes, where a JavaScript loop per byte ran cold on a run's one file.
  // It escapes exactly what it escapes in the UTF-8 text: quotes, backslashes and controls are
  // single bytes below 0x80 either way, and U+0080–U+00FF, which bytes from 0x80 up become, are
  // written as they are (only lone surrogates, which valid UTF-8 never holds, would be escaped).
  // Written back as Latin-1, every character is its byte again.
  const bytes = Buffer.from(utf8.buffer, utf8.byteOffset, utf8.byteLength);
  const json = JSON.stringify(bytes.toString('latin1'));
  const out = new Uint8Array(before.length + json.length + after.length);
  out.set(before, 0);
  Buffer.from(out.buffer, out.byteOffset, out.byteLength).write(json, before.length, 'latin1');
  out.set(after, before.length + json.length);
  return out;
}
