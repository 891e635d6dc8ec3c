import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';

/**
 * Bodies the request listener in front of Fastify (sdk-fast.ts) read whole and then handed to
 * Fastify, by the Node request. The route's preParsing hook takes one (`takeReplay`) and Fastify's
 * parser reads it as it would have read the request itself.
 */
const replays = new WeakMap<IncomingMessage, Buffer>();

/** Keeps the body read from `req` for Fastify to read again. */
export function keepForReplay(req: IncomingMessage, body: Buffer): void {
  replays.set(req, body);
}

/**
 * The body of `req` as a stream of the same bytes, when the listener read it before Fastify;
 * undefined for a request whose body nobody read. Taken once.
 */
export function takeReplay(req: IncomingMessage): Readable | undefined {
  const body = replays.get(req);
  if (body === undefined) return undefined;
  replays.delete(req);
  let given = false;
  return new Readable({
    read() {
      if (given) return;
      given = true;
      this.push(body);
      this.push(null);
    },
  });
}
