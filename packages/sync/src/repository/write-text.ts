import { closeSync, fchmodSync, openSync, writeSync } from 'node:fs';

// Large enough that a file of a few MiB takes a few dozen writes, small enough to stay out of the
// way of V8's heap and the allocator: the pull writes each file's text through one such buffer.
const SCRATCH_BYTES = 64 * 1024;
const encoder = new TextEncoder();
let sharedScratch: Uint8Array | undefined;

/**
 * Creates `file` (it must not exist: `wx` fails rather than follow a link planted there) and writes
 * `text` to it as UTF-8, the bytes `writeFile(file, text, 'utf8')` writes, with the permission bits
 * `mode` when given (else the process's default for a new file). The text is encoded a piece at a
 * time into one small buffer instead of whole into a Buffer of the file's size: a pull of a hundred
 * 750 KiB files made a hundred such Buffers, freed only when V8 next collected their handles, and at
 * its peak about ten of them were waiting (7-8 MiB of the action's peak RSS). The calls are
 * synchronous, as the reads of `readInside` are: each is one short system call, where the promise
 * API's round trip through the thread pool (open, each write, close) cost more than the call, once
 * for every file of a pull of many small files.
 */
export function writeNewText(file: string, text: string, mode?: number, scratchBytes = SCRATCH_BYTES): void {
  // Four bytes take any one character, so every round moves forward. The default buffer is one for
  // the process (the writes are synchronous: nothing else uses it meanwhile), not a new zeroed one
  // per file.
  if (sharedScratch === undefined) sharedScratch = new Uint8Array(SCRATCH_BYTES);
  const scratch =
    scratchBytes === SCRATCH_BYTES
      ? sharedScratch
      : new Uint8Array(Math.max(4, Math.min(scratchBytes, text.length * 3)));
  const fd = openSync(file, 'wx');
  try {
    // On the open file: the mode `open` was given would be narrowed by the umask.
    if (mode !== undefined) fchmodSync(fd, mode);
    let rest = text;
    while (rest.length > 0) {
      // encodeInto never splits a surrogate pair, and writes a lone surrogate as U+FFFD, as Buffer does.
      const { read, written } = encoder.encodeInto(rest, scratch);
      let offset = 0;
      while (offset < written) offset += writeSync(fd, scratch, offset, written - offset);
      rest = rest.slice(read);
    }
  } finally {
    closeSync(fd);
  }
}

/** Creates `file` as `writeNewText` does and writes `bytes` to it (a file in an encoding other than UTF-8). */
export function writeNewBytes(file: string, bytes: Uint8Array, mode?: number): void {
  const fd = openSync(file, 'wx');
  try {
    if (mode !== undefined) fchmodSync(fd, mode);
    let offset = 0;
    while (offset < bytes.byteLength) offset += writeSync(fd, bytes, offset, bytes.byteLength - offset);
  } finally {
    closeSync(fd);
  }
}
