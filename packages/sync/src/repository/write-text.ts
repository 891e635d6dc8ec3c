import { open } from 'node:fs/promises';

// Large enough that a file of a few MiB takes a few dozen writes, small enough to stay out of the
// way of V8's heap and the allocator: the pull writes each file's text through one such buffer.
const SCRATCH_BYTES = 64 * 1024;

/**
 * Creates `file` (it must not exist: `wx` fails rather than follow a link planted there) and writes
 * `text` to it as UTF-8, the bytes `writeFile(file, text, 'utf8')` writes. The text is encoded a
 * piece at a time into one small buffer instead of whole into a Buffer of the file's size: a pull of
 * a hundred 750 KiB files made a hundred such Buffers, freed only when V8 next collected their
 * handles, and at its peak about ten of them were waiting (7-8 MiB of the action's peak RSS).
 */
export async function writeNewText(file: string, text: string, scratchBytes = SCRATCH_BYTES): Promise<void> {
  // Four bytes take any one character, so every round moves forward.
  const scratch = new Uint8Array(Math.max(4, Math.min(scratchBytes, text.length * 3)));
  const encoder = new TextEncoder();
  const handle = await open(file, 'wx');
  try {
    let rest = text;
    while (rest.length > 0) {
      // encodeInto never splits a surrogate pair, and writes a lone surrogate as U+FFFD, as Buffer does.
      const { read, written } = encoder.encodeInto(rest, scratch);
      let offset = 0;
      while (offset < written) {
        const { bytesWritten } = await handle.write(scratch, offset, written - offset);
        offset += bytesWritten;
      }
      rest = rest.slice(read);
    }
  } finally {
    await handle.close();
  }
}
