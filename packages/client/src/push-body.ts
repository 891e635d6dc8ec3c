import { GZIP_THRESHOLD_BYTES, type PushFile, type PushSource } from '@locale-sync/protocol';

/** A push body, ready to be sent (again, on a retry) as often as needed. */
export interface PushBody {
  /** True when the body is gzip-compressed (`Content-Encoding: gzip`). */
  compressed: boolean;
  /** A fresh copy of the body for one try: bytes when small, else a stream built as it is read. */
  open(): Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>;
}

/**
 * The push body `{"files":[…],"source":…,"dryRun":true}`. A body whose files alone pass the gzip
 * threshold is never built whole: each try streams it, one file's JSON at a time through gzip, as
 * the connection takes it, so the client holds one file's JSON and the compressor's window, not
 * the body and its compressed copy. A smaller body is built once, and compressed when it passes
 * the threshold.
 */
export function pushBody(
  files: readonly PushFile[],
  options: { source?: PushSource | undefined; dryRun?: boolean | undefined },
): PushBody {
  const tail = `]${options.source ? `,"source":${JSON.stringify(options.source)}` : ''}${options.dryRun ? ',"dryRun":true' : ''}}`;
  // The contents' UTF-8 bytes are less than the body's: past the threshold, the body is too.
  let contentBytes = 0;
  for (const file of files) contentBytes += Buffer.byteLength(file.content, 'utf8');
  if (contentBytes <= GZIP_THRESHOLD_BYTES) {
    const bytes = Buffer.from(`{"files":[${files.map((f) => JSON.stringify(f)).join(',')}${tail}`, 'utf8');
    if (bytes.byteLength <= GZIP_THRESHOLD_BYTES) {
      return { compressed: false, open: () => new Uint8Array(bytes) };
    }
  }
  return {
    compressed: true,
    open: () => jsonChunks(files, tail).pipeThrough(new CompressionStream('gzip')),
  };
}

/** The body's JSON as a stream of UTF-8 chunks, one file each, built when the reader asks. */
function jsonChunks(files: readonly PushFile[], tail: string): ReadableStream<BufferSource> {
  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream<BufferSource>(
    {
      pull(controller) {
        if (next >= files.length) {
          controller.enqueue(encoder.encode(next === 0 ? `{"files":[${tail}` : tail));
          controller.close();
          return;
        }
        const index = next++;
        const head = index === 0 ? '{"files":[' : ',';
        controller.enqueue(encoder.encode(head + JSON.stringify(files[index])));
      },
    },
    // One file at a time: the next is built only when the compressor took the last one.
    { highWaterMark: 0 },
  );
}
