/** Bytes gathered from the source before they are written to zlib together. */
const WRITE_BYTES = 256 * 1024;

/**
 * `source` gzip-compressed as the reader asks for it: the same bytes as
 * `source.pipeThrough(new CompressionStream('gzip'))` (which is zlib's gzip with its defaults), read
 * from `source` only when no compressed bytes are waiting. Not through `pipeThrough`: when a pipe
 * ends, Node builds its "writer released" error, whose first use makes a whole new JavaScript
 * context (about 3 ms of one push's CPU). An error of `source` errors the result with that error;
 * cancelling the result cancels `source`.
 */
export function gzipChunks(source: ReadableStream<BufferSource>): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  // zlib is loaded when a body is compressed, not when the client loads (a pull sends no body).
  const gzip = (process.getBuiltinModule('node:zlib') as typeof import('node:zlib')).createGzip();
  const ready: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => ready.push(chunk));
  let failure: Error | undefined;
  gzip.on('error', (err) => {
    failure = err;
  });
  const write = (bytes: Buffer) =>
    new Promise<void>((resolve, reject) => {
      gzip.write(bytes, (err) => (err ? reject(err) : resolve()));
    });
  const pending: Buffer[] = [];
  let pendingBytes = 0;
  const flushPending = async () => {
    if (pending.length === 0) return;
    const bytes = pending.length === 1 ? (pending[0] as Buffer) : Buffer.concat(pending);
    pending.length = 0;
    pendingBytes = 0;
    await write(bytes);
  };
  const end = () =>
    new Promise<void>((resolve, reject) => {
      if (failure !== undefined) return reject(failure);
      gzip.once('end', resolve);
      gzip.once('error', reject);
      gzip.end();
    });
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        while (ready.length === 0) {
          let part: ReadableStreamReadResult<BufferSource>;
          try {
            part = await reader.read();
          } catch (err) {
            gzip.destroy();
            throw err;
          }
          if (part.done) {
            await flushPending();
            await end();
            for (const chunk of ready.splice(0)) controller.enqueue(chunk);
            controller.close();
            return;
          }
          pending.push(asBuffer(part.value));
          pendingBytes += part.value.byteLength;
          // Small parts (a namespace file of a few KiB) go to zlib together: each write is a round
          // trip through the thread pool, and a push of hundreds of small files paid one per file.
          if (pendingBytes >= WRITE_BYTES) await flushPending();
        }
        for (const chunk of ready.splice(0)) controller.enqueue(chunk);
      },
      async cancel(reason) {
        gzip.destroy();
        await reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}

function asBuffer(chunk: BufferSource): Buffer {
  return ArrayBuffer.isView(chunk)
    ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
    : Buffer.from(chunk);
}
