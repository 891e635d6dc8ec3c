/** Byte ranges `[start, end)` of the sequences in `bytes` that are not valid UTF-8, in order. */
export function invalidUtf8Ranges(bytes: Uint8Array): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let i = 0;
  while (i < bytes.length) {
    const length = validSequenceLength(bytes, i);
    if (length > 0) {
      i += length;
      continue;
    }
    const start = i;
    i++;
    // Continuation bytes right after a bad lead belong to the same bad sequence.
    while (i < bytes.length && ((bytes[i] as number) & 0xc0) === 0x80) i++;
    const last = ranges.at(-1);
    if (last && last[1] === start) last[1] = i;
    else ranges.push([start, i]);
  }
  return ranges;
}

/** Length of the valid UTF-8 sequence starting at `i`, or 0 (RFC 3629: no overlongs, surrogates or > U+10FFFF). */
function validSequenceLength(bytes: Uint8Array, i: number): number {
  const b0 = bytes[i] as number;
  if (b0 < 0x80) return 1;
  const cont = (k: number, low = 0x80, high = 0xbf) => {
    const b = bytes[i + k];
    return b !== undefined && b >= low && b <= high;
  };
  if (b0 >= 0xc2 && b0 <= 0xdf) return cont(1) ? 2 : 0;
  if (b0 === 0xe0) return cont(1, 0xa0) && cont(2) ? 3 : 0;
  if ((b0 >= 0xe1 && b0 <= 0xec) || b0 === 0xee || b0 === 0xef) return cont(1) && cont(2) ? 3 : 0;
  if (b0 === 0xed) return cont(1, 0x80, 0x9f) && cont(2) ? 3 : 0;
  if (b0 === 0xf0) return cont(1, 0x90) && cont(2) && cont(3) ? 4 : 0;
  if (b0 >= 0xf1 && b0 <= 0xf3) return cont(1) && cont(2) && cont(3) ? 4 : 0;
  if (b0 === 0xf4) return cont(1, 0x80, 0x8f) && cont(2) && cont(3) ? 4 : 0;
  return 0;
}
