import { NetworkError, ResponseTooLargeError, TimeoutError } from './errors.ts';

/** The answer's bytes; a connection that breaks halfway is a NetworkError, as with a whole body. */
export async function* bodyChunks(
  response: Response,
  url: string,
  attempts: number,
): AsyncGenerator<Uint8Array> {
  if (response.body === null) return;
  const reader = response.body.getReader();
  let done = false;
  try {
    for (;;) {
      let part: ReadableStreamReadResult<Uint8Array>;
      try {
        part = await reader.read();
      } catch (err) {
        if (err instanceof ResponseTooLargeError || err instanceof TimeoutError) throw err;
        throw new NetworkError(url, attempts, err);
      }
      if (part.done) {
        done = true;
        return;
      }
      yield part.value;
    }
  } finally {
    if (!done) await reader.cancel().catch(() => undefined);
  }
}
