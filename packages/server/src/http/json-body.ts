import { randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import { type EnvelopePart, EnvelopeSplitter, type Problem } from '@locale-sync/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';
import { charsetError } from './charset.ts';
import { explainInvalidJson, isInvalidJsonBody } from './invalid-json.ts';
import { invalidUtf8Ranges } from './utf8.ts';

const UTF8 = new TextDecoder('utf-8', { fatal: true });
/**
 * Below this size a JSON body is parsed whole. Parsing by parts scans every byte in JavaScript (about
 * 20 ns a byte, 8 ms for a changed-only push's one 370 KB file), where the whole body's text costs a
 * megabyte at most here and JSON.parse reads it in a few ms; by parts pays off for large pushes, whose
 * text would be as large as their files.
 */
const BY_PARTS_MIN_BYTES = 1024 * 1024;

/**
 * Replaces Fastify's JSON body parser with one that refuses invalid UTF-8 (400) instead of reading
 * it as U+FFFD: a file pushed with a broken byte would otherwise be stored with the byte silently
 * replaced. The bytes are decoded after any gzip decoding (preParsing) and then parsed by Fastify's
 * own parser, which also refuses `__proto__` and `constructor.prototype` keys.
 */
export function installJsonBodyParser(app: FastifyInstance, recent?: RecentBodies): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const charset = charsetError(request.headers['content-type']);
    if (charset) return done(charset, undefined);
    // A body read by parts as it arrived (readBodyAsItArrives) is ready; else parsing by parts pays
    // off for large push bodies only; small bodies (the SDK's) go whole, where a scope's recent bodies
    // can answer them.
    const byParts =
      takeBodyReadAsItArrived(request, (body as Buffer).length) ??
      (recent === undefined && (body as Buffer).length >= BY_PARTS_MIN_BYTES
        ? parseByParts(body as Buffer)
        : undefined);
    if (byParts !== undefined) {
      const lone = loneSurrogateError(byParts);
      if (lone) return done(lone, undefined);
      done(null, byParts);
      return;
    }
    const parsed = parseWholeBody(body as Buffer, (text, take) => parseJson(request, text, take), recent);
    if (parsed.error !== undefined) done(parsed.error, undefined);
    else done(null, parsed.value);
  });
}

/** Fastify's JSON parser for a body's text, with its callback. */
export type JsonTextParser = (text: string, done: (err: Error | null, value?: unknown) => void) => void;

/**
 * A body's bytes parsed whole, as every route's JSON parser parses them (invalid UTF-8, Fastify's
 * JSON errors, lone surrogates refused), answered from `recent` when it holds the same text and
 * kept there when valid. The instant route's parser and the request listener in front of Fastify
 * (routes/sdk-fast.ts) both read a body through this, so they cannot disagree about one.
 */
export function parseWholeBody(
  body: Buffer,
  parseJson: JsonTextParser,
  recent?: RecentBodies,
): { error: Error; value?: undefined } | { error?: undefined; value: unknown } {
  let text: string;
  try {
    text = UTF8.decode(body);
  } catch {
    return { error: invalidUtf8Error(body) };
  }
  const seen = recent?.get(text);
  if (seen !== undefined) return { value: seen };
  let out: { error: Error; value?: undefined } | { error?: undefined; value: unknown } | undefined;
  parseJson(text, (err, value) => {
    if (err) {
      out = { error: isInvalidJsonBody(err) ? explainInvalidJson(text) : err };
      return;
    }
    const lone = loneSurrogateError(value);
    if (lone) {
      out = { error: lone };
      return;
    }
    recent?.set(text, value);
    out = { value };
  });
  // Fastify's default parser calls back before it returns.
  if (out === undefined) throw new Error('the JSON parser did not answer synchronously');
  return out;
}

/**
 * One part's JSON, refused (thrown) exactly where Fastify's parser (secure-json-parse, `error` for
 * both) refuses it: an object with a `__proto__` key, or with a `constructor` key whose value is an
 * object with a `prototype` key. Fastify's parser first tests the whole text with two regular
 * expressions and walks the value only when one matches; a push's file is a few hundred KB of text
 * that never matches, and a walk of the parsed value is a few objects. A refused part sends the body
 * to the whole-body path, whose parser gives the documented error.
 */
function parsePart(text: string): unknown {
  const value: unknown = JSON.parse(text);
  const objects: unknown[] = [value];
  while (objects.length > 0) {
    const node = objects.pop();
    if (typeof node !== 'object' || node === null) continue;
    if (Object.hasOwn(node, '__proto__'))
      throw new SyntaxError('Object contains forbidden prototype property');
    const ctor = (node as { constructor?: unknown }).constructor;
    if (
      Object.hasOwn(node, 'constructor') &&
      typeof ctor === 'object' &&
      ctor !== null &&
      Object.hasOwn(ctor, 'prototype')
    ) {
      throw new SyntaxError('Object contains forbidden prototype property');
    }
    for (const key in node) objects.push((node as Record<string, unknown>)[key]);
  }
  return value;
}

/**
 * A push body `{"files":[…],…}` parsed one file at a time: each file's bytes decoded and parsed
 * alone, so the body's whole text never exists beside its bytes and its parsed value (for a large
 * push, that text is as large as the files). Undefined when anything is amiss (invalid UTF-8 or
 * JSON, not an object, a member named twice): the whole body is then parsed as before, which gives
 * the same value or the documented error.
 */
function parseByParts(body: Buffer): Record<string, unknown> | undefined {
  const parts = new BodyByParts();
  parts.write(body);
  return parts.end();
}

/**
 * parseByParts fed chunk by chunk: each part is parsed as soon as its last byte is written, and each
 * element of `files` handed to `onItem` then. Anything amiss makes `end()` answer undefined.
 */
class BodyByParts {
  readonly #splitter = new EnvelopeSplitter({
    itemsKey: 'files',
    // Fastify's body limit bounds the whole body before any part can pass these.
    maxItemBytes: Number.MAX_SAFE_INTEGER,
    maxMemberBytes: Number.MAX_SAFE_INTEGER,
  });
  // Member names come from outside: a null-prototype object holds any name as data.
  readonly #out: Record<string, unknown> = Object.create(null);
  readonly #onItem: ((value: unknown, index: number) => void) | undefined;
  #failed = false;

  constructor(onItem?: (value: unknown, index: number) => void) {
    this.#onItem = onItem;
  }

  write(chunk: Uint8Array): void {
    if (this.#failed) return;
    try {
      for (const part of this.#splitter.write(chunk)) this.#take(part);
    } catch {
      this.#failed = true;
    }
  }

  /** The body's value, or undefined when anything was amiss or it was cut short. */
  end(): Record<string, unknown> | undefined {
    if (this.#failed) return undefined;
    try {
      this.#splitter.end();
    } catch {
      return undefined;
    }
    // The routes see a plain object, as the whole-body path gives them.
    return { ...this.#out };
  }

  #take(part: EnvelopePart): void {
    const out = this.#out;
    if (part.kind === 'end-items') {
      out[part.key] ??= [];
      return;
    }
    const value = parsePart(UTF8.decode(part.bytes));
    if (part.kind === 'member') {
      // A name JSON.parse would give a prototype to is left to the whole-body path to refuse.
      if (part.key === '__proto__' || part.key === 'constructor') throw new Error('left to the whole body');
      out[part.key] = value;
      return;
    }
    out[part.key] ??= [];
    (out[part.key] as unknown[]).push(value);
    this.#onItem?.(value, part.index);
  }
}

/** Push bodies being read as they arrive, by request (readBodyAsItArrives). */
const readingAsItArrives = new WeakMap<FastifyRequest, { parts: BodyByParts; bytes: number }>();

/**
 * A route's preParsing step that reads a push body by parts while it streams in (after any gzip
 * decoding), handing each element of `files` to `onItem` as soon as its bytes are in: the work on
 * each file then overlaps the arrival of the next ones instead of starting after the last byte. The
 * bytes go on to Fastify unchanged, which still collects them, bounds them by the body limit and
 * checks Content-Length; its JSON parser then takes the value made here instead of reading the
 * bytes again, or, when anything was amiss, parses them as it would have (the same value or the
 * documented error). `onItem` sees values before any schema check and must not throw.
 */
export function readBodyAsItArrives(
  request: FastifyRequest,
  payload: NodeJS.ReadableStream & { receivedEncodedLength?: number },
  onItem: (value: unknown, index: number) => void,
): NodeJS.ReadableStream {
  const reading = { parts: new BodyByParts(onItem), bytes: 0 };
  readingAsItArrives.set(request, reading);
  const through = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      reading.bytes += chunk.length;
      reading.parts.write(chunk);
      callback(null, chunk);
    },
  });
  // Fastify checks Content-Length against the bytes received before decoding, when there are such.
  Object.defineProperty(through, 'receivedEncodedLength', { get: () => payload.receivedEncodedLength });
  payload.on('error', (err: Error) => through.destroy(err));
  payload.pipe(through);
  return through;
}

/**
 * The value of a body read as it arrived, once Fastify has collected its `length` bytes; undefined
 * when the request's body was not read so, or anything was amiss.
 */
function takeBodyReadAsItArrived(
  request: FastifyRequest,
  length: number,
): Record<string, unknown> | undefined {
  const reading = readingAsItArrives.get(request);
  if (reading === undefined) return undefined;
  readingAsItArrives.delete(request);
  return reading.bytes === length ? reading.parts.end() : undefined;
}

/**
 * Bodies parsed lately, by their text (a scope's parser given one answers the same text again
 * without parsing it: the same text parses to the same value and passes the same checks). Values
 * are frozen, since requests share them. Bounded by entries and by the length of a text kept.
 */
export class RecentBodies {
  private readonly entries = new Map<string, unknown>();
  private readonly maxEntries: number;
  private readonly maxChars: number;
  private readonly keep: (value: unknown) => boolean;

  /** `keep`: which values are worth keeping (the route's own valid bodies, say). */
  constructor(options: { maxEntries: number; maxChars: number; keep: (value: unknown) => boolean }) {
    this.maxEntries = options.maxEntries;
    this.maxChars = options.maxChars;
    this.keep = options.keep;
  }

  /** The value `text` parsed to, if it is still kept. */
  get(text: string): unknown {
    if (text.length > this.maxChars) return undefined;
    return this.entries.get(text);
  }

  /** Keeps `value` as what `text` parses to, dropping the oldest text past the bound. */
  set(text: string, value: unknown): void {
    if (text.length > this.maxChars || !this.keep(value)) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    this.entries.set(text, deepFreeze(value));
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/** A UTF-16 surrogate that is not half of a pair (what the JSON escape `"\ud800"` alone decodes to). */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * The 400 for a body holding a lone UTF-16 surrogate, naming the first string that holds one, or
 * undefined. Such a string has no UTF-8 form: stored, it would become U+FFFD and two different keys
 * could become one (SQLite) or collide in a unique index (PostgreSQL).
 */
export function loneSurrogateError(value: unknown): ApiError | undefined {
  let found: { location: string; text: string } | undefined;
  try {
    found = findFirst(value, 'body');
  } catch {
    // Nested deeper than the stack allows: Fastify's schema check refuses such a body anyway.
    return undefined;
  }
  if (!found) return undefined;
  const file = /^body\.files\[(\d+)\]\.content$/.exec(found.location);
  const path = file ? fileAt(value, Number(file[1])) : undefined;
  const what =
    'a lone UTF-16 surrogate (\\ud800-\\udfff without its pair), which is not text; remove it or send the whole character';
  if (path !== undefined) {
    const line = found.text.slice(0, found.text.search(LONE_SURROGATE)).split('\n').length;
    const message = `${path}:${line}: the file holds ${what}`;
    return new ApiError('invalid_file', `invalid file content, nothing was stored: ${message}`, [
      { location: found.location, message },
    ]);
  }
  const message = `${found.location} holds ${what}`;
  return new ApiError('validation_failed', `the request is invalid: ${message}`, [
    { location: found.location, message },
  ]);
}

/** The first string (or object key) under `value` holding a lone surrogate, with its JSON path. */
function findFirst(value: unknown, path: string): { location: string; text: string } | undefined {
  if (typeof value === 'string')
    return LONE_SURROGATE.test(value) ? { location: path, text: value } : undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const hit = findFirst(item, `${path}[${i}]`);
      if (hit) return hit;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (LONE_SURROGATE.test(key)) return { location: `${path} (a key)`, text: key };
    const hit = findFirst(item, `${path}.${key}`);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * The 400 for a body with invalid UTF-8, naming where the bad bytes are: `invalid_file` with the
 * file's path and line when they are inside `files[i].content`, else the JSON path of the string,
 * else the byte offset.
 */
export function invalidUtf8Error(body: Uint8Array): ApiError {
  const ranges = invalidUtf8Ranges(body);
  const first = ranges[0]?.[0] ?? 0;
  const advice = 'send the text as UTF-8';
  const fallback = () => {
    const message = `the body is not valid UTF-8 (first bad byte at offset ${first}); ${advice}`;
    return new ApiError('validation_failed', message, [{ location: 'body', message }]);
  };
  // Each bad sequence becomes a marker no real body contains, so parsing shows which strings held one.
  const marker = `\u{E000}${randomUUID()}\u{E000}`;
  const markerBytes = Buffer.from(marker);
  const parts: Uint8Array[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    parts.push(body.subarray(at, start), markerBytes);
    at = end;
  }
  parts.push(body.subarray(at));
  let value: unknown;
  try {
    value = JSON.parse(Buffer.concat(parts).toString('utf8'));
  } catch {
    return fallback();
  }
  let found: Array<{ location: string; text: string }>;
  try {
    found = findMarked(value, marker, 'body');
  } catch {
    // Nested deeper than the stack allows: the offset has to do.
    return fallback();
  }
  if (found.length === 0) return fallback();
  const problems: Problem[] = found.map(({ location, text }) => {
    const file = /^body\.files\[(\d+)\]\.content$/.exec(location);
    const path = file ? fileAt(value, Number(file[1])) : undefined;
    const line = text.slice(0, text.indexOf(marker)).split('\n').length;
    return {
      location,
      message:
        path !== undefined
          ? `${path}:${line}: the file is not valid UTF-8; save it as UTF-8 (or declare its encoding to your editor) and push again`
          : `${location} is not valid UTF-8; ${advice}`,
    };
  });
  const inFile = problems.some((p) => /^body\.files\[\d+\]\.content$/.test(p.location));
  return new ApiError(
    inFile ? 'invalid_file' : 'validation_failed',
    `${inFile ? 'invalid file content, nothing was stored' : 'the body is not valid UTF-8'}: ${problems.map((p) => p.message).join('; ')}`,
    problems,
  );
}

/** Every string (or object key) under `value` that contains `marker`, with its JSON path. */
function findMarked(value: unknown, marker: string, path: string): Array<{ location: string; text: string }> {
  if (typeof value === 'string') return value.includes(marker) ? [{ location: path, text: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => findMarked(item, marker, `${path}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  const out: Array<{ location: string; text: string }> = [];
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(marker)) out.push({ location: `${path} (a key)`, text: key });
    out.push(...findMarked(item, marker, `${path}.${key}`));
  }
  return out;
}

/** `files[index].path` of a parsed push body, when it is a string. */
function fileAt(body: unknown, index: number): string | undefined {
  const files = (body as { files?: unknown } | null)?.files;
  if (!Array.isArray(files)) return undefined;
  const path = (files[index] as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? path : undefined;
}
