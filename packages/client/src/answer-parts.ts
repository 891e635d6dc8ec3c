import { EnvelopeError, type EnvelopeOptions, type EnvelopePart, readEnvelope } from '@locale-sync/protocol';
import { bodyChunks } from './body-chunks.ts';
import { InvalidResponseError } from './errors.ts';
import { preview } from './response.ts';

/** An answer read part by part: the next member or item, and each part's JSON parsed. */
export interface AnswerParts {
  /** The next part; an answer that is not the envelope it should be is an InvalidResponseError. */
  next(): Promise<IteratorResult<EnvelopePart>>;
  /** One part's bytes as JSON; bytes that are not JSON are an InvalidResponseError. */
  parse(bytes: Uint8Array): unknown;
  /** Stops reading (a reader that stops early closes the connection). */
  close(): Promise<void>;
}

/** Splits a sync answer (the push's plan, the pull's files) into parts as its bytes arrive. */
export function readAnswerParts(
  response: Response,
  url: string,
  attempts: number,
  envelope: EnvelopeOptions,
): AnswerParts {
  const status = response.status;
  const parts = readEnvelope(bodyChunks(response, url, attempts), envelope)[Symbol.asyncIterator]();
  const decoder = new TextDecoder();
  return {
    async next() {
      try {
        return await parts.next();
      } catch (err) {
        if (err instanceof EnvelopeError) {
          throw new InvalidResponseError(url, status, `body is not JSON: ${err.message}`);
        }
        throw err;
      }
    },
    async close() {
      await parts.return?.(undefined);
    },
    parse(bytes) {
      const text = decoder.decode(bytes);
      try {
        return JSON.parse(text);
      } catch {
        throw new InvalidResponseError(url, status, `body is not JSON: ${preview(text)}`);
      }
    },
  };
}
