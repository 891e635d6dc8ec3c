import { Readable } from 'node:stream';
import { FormatError, type TranslationFormat } from '@locale-sync/formats';
import type { PullHead, Structure } from '@locale-sync/protocol';
import { ApiError } from '../errors.ts';
import type { PulledResource } from '../storage/types.ts';

/** What one pull answer renders: each resource's entries for `locales`, in `format` and `structure`. */
export interface PullRender {
  head: PullHead;
  pulled: readonly PulledResource[];
  locales: readonly string[];
  format: TranslationFormat;
  formatName: string;
  structure: Structure;
}

/**
 * Refuses, before the answer starts, a pull whose files cannot be rendered (a nested structure for
 * keys without one, a key the format cannot hold): the 400 must come before the 200's first byte.
 * JSON fails on keys alone (`a` and `a.b` nested, an empty or overlong key), never on a text, and a
 * file's keys are some of its resource's: one rendering of each resource's keys with empty texts
 * stands for all its files. Other formats may refuse a text, so each file is rendered once here.
 */
export function checkRenderable(render: PullRender): void {
  const { pulled, locales, formatName } = render;
  for (const { resource, entries: byLocale } of pulled) {
    if (formatName === 'json') {
      const keys = new Map<string, string>();
      for (const locale of locales) for (const key of byLocale.get(locale)?.keys() ?? []) keys.set(key, '');
      renderFile(render, resource, locales[0] ?? '', keys);
      continue;
    }
    for (const locale of locales) renderFile(render, resource, locale, byLocale.get(locale) ?? new Map());
  }
}

/** One file's text, or the documented 400 naming the locale. */
function renderFile(
  render: PullRender,
  resource: string,
  locale: string,
  entries: ReadonlyMap<string, string>,
): string {
  try {
    return render.format.serialize(entries as Map<string, string>, { structure: render.structure });
  } catch (err) {
    if (!(err instanceof FormatError)) throw err;
    const of = resource === '' ? '' : ` of ${resource}`;
    throw new ApiError(
      'validation_failed',
      `cannot render ${locale}${of} as ${render.structure}: ${err.message}`,
      [{ location: 'query.structure', message: err.message }],
    );
  }
}

/**
 * The pull answer as a stream: every member but `files` first, then each file rendered only when
 * the connection takes the chunk before it, so the server holds one rendered file (with smaller ones
 * before it, up to `PULL_CHUNK_CHARS`), never all of them and their JSON at once. Call
 * `checkRenderable` first.
 */
export function pullBody(render: PullRender): Readable {
  return Readable.from(chunks(render), { objectMode: false, highWaterMark: 64 * 1024 });
}

/**
 * Files rendered are sent together until they reach this many characters: each chunk is a write
 * to the socket, and an answer of many small files (ten per locale of a few dozen KiB) made one
 * write, with its stream bookkeeping, per file.
 */
export const PULL_CHUNK_CHARS = 64 * 1024;

function* chunks(render: PullRender): Generator<Buffer> {
  const head = JSON.stringify(render.head);
  // `{"sourceLocale":…}` opened again for `files`: the head always has members, so a comma follows.
  let pending = `${head.slice(0, -1)},"files":[`;
  let first = true;
  for (const { resource, entries: byLocale } of render.pulled) {
    for (const locale of render.locales) {
      const entries = byLocale.get(locale) ?? new Map<string, string>();
      const file = {
        locale,
        ...(resource !== '' && { resource }),
        format: render.formatName,
        content: renderFile(render, resource, locale, entries),
        keys: entries.size,
      };
      pending += `${first ? '' : ','}${JSON.stringify(file)}`;
      first = false;
      if (pending.length >= PULL_CHUNK_CHARS) {
        yield Buffer.from(pending, 'utf8');
        pending = '';
      }
    }
  }
  yield Buffer.from(`${pending}]}`, 'utf8');
}
