import { randomBytes } from 'node:crypto';

/** Requests numbered under one prefix: 48 bits, the UUID's last group. */
const COUNTER_LIMIT = 2 ** 48;
const ZEROS = '000000000000';

/**
 * Random per process (and drawn again when the counter runs out): the first four groups of an
 * RFC 9562 version 8 UUID, 74 random bits with the version and variant bits set.
 */
function newPrefix(): string {
  const hex = randomBytes(10).toString('hex');
  // Variant 10xx in the fourth group's first digit: 8, 9, a or b.
  const variant = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-`;
}

let prefix = newPrefix();
let counter = 0;

/**
 * The id of a request (X-Request-Id and the log lines' `reqId`): a UUID (RFC 9562 version 8) made of
 * a random prefix drawn once per process and a 48-bit counter, so unique within the process and, by
 * its 74 random bits, across processes and restarts. It replaces `randomUUID` (random bytes drawn in
 * batches and formatted per call: about 0.1 µs a request more, docs/performance.md section 43);
 * nothing asks a request id to be unpredictable, only unique (docs/self-hosting.md, Logs).
 */
export function requestId(): string {
  if (++counter >= COUNTER_LIMIT) {
    prefix = newPrefix();
    counter = 1;
  }
  const digits = counter.toString(16);
  return prefix + ZEROS.slice(digits.length) + digits;
}
