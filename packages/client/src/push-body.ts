import { isUtf8 } from 'node:buffer';
import { GZIP_THRESHOLD_BYTES, type PushFile, type PushSource } from '@locale-sync/protocol';
import { RequestBodyError } from './errors.ts';
import { gzipChunks } from './gzip-chunks.ts';
import { jsonStringBytes } from './json-bytes.ts';

/** A push body, ready to be sent (again, on a retry) as often as needed. */
export interface PushBody {
  /** True when the body is gzip-compressed (`Content-Encoding: gzip`). */
  compressed: boolean;
  /** A fresh copy of the body for one try: bytes when small, else a stream built as it is read. */
  open(): Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>;
}

/**
 * The files of a push, read only when the body needs them: each try (and each redirect hop) asks
 * for them again, one at a time, so the caller never holds them all. An error thrown while reading
 * them cuts the request off before the body's end (the server then stores nothing) and ends the
 * push with that error, not retried.
 */
export interface PushFileSource {
  /** The UTF-8 bytes of the files' contents, together: a small push is read whole and sent plain. */
  contentBytes: number;
  /** The files, in the order they are sent; each is read when the body gets to it. */
  files(): AsyncIterable<PushFile | PushFileBytes>;
}

/**
 * A file of a push given as the UTF-8 bytes of its content: the body writes them as its JSON string
 * straight from the bytes, never decoding them to a string and encoding that back (bytes that are
 * not UTF-8 are read as `Buffer#toString` reads them, invalid sequences as U+FFFD).
 */
export interface PushFileBytes extends Omit<PushFile, 'content'> {
  bytes: Uint8Array;
}

/**
 * The push body `{"files":[…],"source":…,"dryRun":true}`. A body whose files alone pass the gzip
 * threshold is never built whole: each try streams it, one file's JSON at a time through gzip, as
 * the connection takes it, so the client holds one file's JSON and the compressor's window, not
 * the body and its compressed copy. A smaller body is built once, and compressed when it passes
 * the threshold. Files given as a source are always streamed (see `PushFileSource`).
 */
export function pushBody(
  files: readonly PushFile[] | PushFileSource,
  options: { source?: PushSource | undefined; dryRun?: boolean | undefined },
): PushBody {
  const tail = `]${options.source ? `,"source":${JSON.stringify(options.source)}` : ''}${options.dryRun ? ',"dryRun":true' : ''}}`;
  if (!Array.isArray(files)) {
    const source = files as PushFileSource;
    return {
      compressed: true,
      open: () => gzipChunks(jsonChunks(source.files(), tail)),
    };
  }
  const list = files as readonly PushFile[];
  // The contents' UTF-8 bytes are less than the body's: past the threshold, the body is too.
  let contentBytes = 0;
  for (const file of list) contentBytes += Buffer.byteLength(file.content, 'utf8');
  if (contentBytes <= GZIP_THRESHOLD_BYTES) {
    const bytes = Buffer.from(`{"files":[${list.map((f) => JSON.stringify(f)).join(',')}${tail}`, 'utf8');
    if (bytes.byteLength <= GZIP_THRESHOLD_BYTES) {
      return { compressed: false, open: () => new Uint8Array(bytes) };
    }
  }
  return {
    compressed: true,
    open: () => gzipChunks(jsonChunks(list, tail)),
  };
}

/** Every file of a source, read now: for a push small enough to be sent as one plain body. */
export async function readAllFiles(source: PushFileSource): Promise<PushFile[]> {
  const files: PushFile[] = [];
  for await (const file of source.files()) files.push(withContent(file));
  return files;
}

/** The file with its content as a string (decoded from its bytes when given as bytes). */
export function withContent(file: PushFile | PushFileBytes): PushFile {
  if (!('bytes' in file)) return file;
  const { bytes, resource, ...rest } = file;
  const content = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  return { ...rest, content, ...(resource !== undefined && { resource }) };
}

/**
 * One file's JSON as UTF-8: `JSON.stringify(file)`'s bytes, members in the order locale, path,
 * format, content, resource (a file given as bytes is written that way, its content escaped from
 * its bytes; bytes that are not UTF-8 are decoded first, as `withContent` does).
 */
function fileJson(
  file: PushFile | PushFileBytes,
  head: string,
  encoder: TextEncoder,
): Uint8Array<ArrayBuffer> {
  if (!('bytes' in file) || !isUtf8(file.bytes))
    return encoder.encode(head + JSON.stringify(withContent(file)));
  const { locale, path, format, resource } = file;
  const before = encoder.encode(
    `${head}{"locale":${JSON.stringify(locale)},"path":${JSON.stringify(path)},"format":${JSON.stringify(format)},"content":`,
  );
  const after = encoder.encode(resource === undefined ? '}' : `,"resource":${JSON.stringify(resource)}}`);
  return jsonStringBytes(file.bytes, before, after);
}

/**
 * The body's JSON as a stream of UTF-8 chunks, one file each, built when the reader asks. A file
 * that cannot be read errors the stream with a RequestBodyError, which ends the request unfinished.
 */
function jsonChunks(
  files: Iterable<PushFile> | AsyncIterable<PushFile | PushFileBytes>,
  tail: string,
): ReadableStream<BufferSource> {
  const encoder = new TextEncoder();
  const iterator =
    Symbol.asyncIterator in files
      ? (files as AsyncIterable<PushFile | PushFileBytes>)[Symbol.asyncIterator]()
      : (files as Iterable<PushFile>)[Symbol.iterator]();
  let sent = 0;
  return new ReadableStream<BufferSource>(
    {
      async pull(controller) {
        let next: IteratorResult<PushFile | PushFileBytes>;
        try {
          next = await iterator.next();
        } catch (err) {
          controller.error(new RequestBodyError(err));
          return;
        }
        if (next.done) {
          controller.enqueue(encoder.encode(sent === 0 ? `{"files":[${tail}` : tail));
          controller.close();
          return;
        }
        const head = sent === 0 ? '{"files":[' : ',';
        sent++;
        controller.enqueue(fileJson(next.value, head, encoder));
      },
      // The server answered before the end (a refusal): the source may let its files go.
      async cancel() {
        await iterator.return?.();
      },
    },
    // One file at a time: the next is built only when the compressor took the last one.
    { highWaterMark: 0 },
  );
}
