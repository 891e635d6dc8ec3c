// Bytes escaped per JSON.stringify call: a slice's JSON string (at worst six characters a byte, all
// controls) stays under V8's large-object size (128 KiB). Each file's whole Latin-1 text and its JSON
// were two strings of the file's size, allocated in the young generation's large-object space,
// whose limit then set when the push's scavenges ran and how much they found; slices go to the
// regular new space, which a push has already made resident.
const SLICE_BYTES = 16 * 1024;

/**
 * `before`, then the JSON string (quotes included) of the text whose UTF-8 is `utf8`, then `after`,
 * in one buffer: the same bytes as encoding `JSON.stringify(text)`, written from the bytes without
 * the text. `utf8` must be valid UTF-8 (`isUtf8`).
 */
export function jsonStringBytes(
  utf8: Uint8Array,
  before: Uint8Array,
  after: Uint8Array,
  sliceBytes = SLICE_BYTES,
): Uint8Array<ArrayBuffer> {
  // The bytes read as Latin-1 are one character each, so V8's own JSON.stringify does the scan and
  // copies the runs between escapes, where a JavaScript loop per byte ran cold on a run's one file.
  // It escapes exactly what it escapes in the UTF-8 text: quotes, backslashes and controls are
  // single bytes below 0x80 either way, and U+0080–U+00FF, which bytes from 0x80 up become, are
  // written as they are (only lone surrogates, which valid UTF-8 never holds, would be escaped).
  // Written back as Latin-1, every character is its byte again. Each byte is escaped on its own, so
  // the text can be cut anywhere: the slices' JSON strings without their quotes, joined, are the
  // whole text's.
  const bytes = Buffer.from(utf8.buffer, utf8.byteOffset, utf8.byteLength);
  const pieces: string[] = [];
  let length = 0;
  for (let at = 0; at < bytes.length; at += sliceBytes) {
    const piece = JSON.stringify(bytes.toString('latin1', at, Math.min(at + sliceBytes, bytes.length)));
    pieces.push(piece);
    length += piece.length - 2;
  }
  const out = new Uint8Array(before.length + length + 2 + after.length);
  const view = Buffer.from(out.buffer, out.byteOffset, out.byteLength);
  out.set(before, 0);
  let offset = before.length;
  out[offset++] = 0x22;
  for (const piece of pieces) {
    offset += view.write(piece.slice(1, -1), offset, 'latin1');
  }
  out[offset++] = 0x22;
  out.set(after, offset);
  return out;
}
