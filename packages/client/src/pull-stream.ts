import { HEADER_FILES_LAST, type PulledFile, type PullHead } from '@locale-sync/protocol';
import { readAnswerParts } from './answer-parts.ts';
import { InvalidResponseError } from './errors.ts';
import { checkBody, toHttpError } from './response.ts';
import { pulledFileCheck, pullHeadCheck } from './sync-bodies.ts';

/** A pull answer read as it arrives: every member but `files`, then the files one at a time. */
export interface PullStream {
  head: PullHead;
  /** The answer's files, in its order; read once. Fails as the answer does (cut short, invalid). */
  files: AsyncIterable<PulledFile>;
}

// One member of the head (obsolete keys, resources) or one file: bounded by the answer's own limit.
const MAX_MEMBER_BYTES = 64 * 2 ** 20;

/**
 * Reads a pull answer part by part. When the server says `files` comes last (`x-sync-files-last`),
 * the head is complete at the first file, and each file is handed out as it arrives: the answer is
 * never held whole, as bytes or text or parsed. Without the header another member could follow
 * `files`, so the files are read to the end first (a server that predates streaming costs what it
 * always did).
 */
export async function readPullStream(
  response: Response,
  url: string,
  attempts: number,
  maxBytes: number,
): Promise<PullStream> {
  if (!response.ok) throw await toHttpError(response, url, attempts);
  const status = response.status;
  const filesLast = response.headers.get(HEADER_FILES_LAST)?.trim().toLowerCase() === 'true';
  const parts = readAnswerParts(response, url, attempts, {
    itemsKey: 'files',
    maxItemBytes: maxBytes,
    maxMemberBytes: Math.min(maxBytes, MAX_MEMBER_BYTES),
  });
  const next = () => parts.next();
  const parse = (bytes: Uint8Array) => parts.parse(bytes);

  const head = new Map<string, unknown>();
  const buffered: PulledFile[] = [];
  let sawFiles = false;
  let first: PulledFile | undefined;
  for (let part = await next(); !part.done; part = await next()) {
    const item = part.value;
    if (item.kind === 'member') head.set(item.key, parse(item.bytes));
    else if (item.kind === 'end-items') sawFiles = true;
    else {
      const file = checkBody(parse(item.bytes), pulledFileCheck, url, status, `body.files[${item.index}]`);
      if (!filesLast) {
        buffered.push(file);
        continue;
      }
      first = file;
      break;
    }
  }
  const checkedHead = checkBody(Object.fromEntries(head), pullHeadCheck, url, status);
  if (first === undefined) {
    if (!sawFiles)
      throw new InvalidResponseError(url, status, 'body does not match the protocol: body.files: missing');
    return { head: checkedHead, files: fromArray(buffered) };
  }
  // Each file after the first is read and parsed in a call of its own, so that nothing here holds
  // its bytes once it is handed out: what is alive when V8 collects is promoted, and a pull of a
  // hundred files promoted each file's bytes.
  const nextFile = async (): Promise<PulledFile | undefined> => {
    for (let part = await next(); !part.done; part = await next()) {
      const item = part.value;
      if (item.kind === 'item') {
        return checkBody(parse(item.bytes), pulledFileCheck, url, status, `body.files[${item.index}]`);
      }
      if (item.kind === 'member') {
        throw new InvalidResponseError(
          url,
          status,
          `body does not match the protocol: body.${item.key.slice(0, 64)} comes after files, though the server said files come last`,
        );
      }
    }
    return undefined;
  };
  // Not a generator: one suspended at `yield file` holds that file (its whole text) for as long as
  // the reader works on it, and at 10,000 keys a collection meanwhile promoted it. Each `next()`
  // returns and keeps nothing; the stream holds only what it has not handed out.
  let pending: PulledFile | undefined = first;
  let closed = false;
  const close = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    // A reader that stops early (a file it refuses) closes the connection.
    await parts.close();
  };
  const files: AsyncIterableIterator<PulledFile> = {
    async next(): Promise<IteratorResult<PulledFile>> {
      if (closed) return { done: true, value: undefined };
      if (pending !== undefined) {
        const file = pending;
        pending = undefined;
        return { done: false, value: file };
      }
      let file: PulledFile | undefined;
      try {
        file = await nextFile();
      } catch (err) {
        await close();
        throw err;
      }
      if (file === undefined) await close();
      return file === undefined ? { done: true, value: undefined } : { done: false, value: file };
    },
    async return(): Promise<IteratorResult<PulledFile>> {
      await close();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return { head: checkedHead, files };
}

async function* fromArray(files: PulledFile[]): AsyncGenerator<PulledFile> {
  // Handed out and let go one by one, as a streamed answer's would be.
  while (files.length > 0) yield files.shift() as PulledFile;
}
