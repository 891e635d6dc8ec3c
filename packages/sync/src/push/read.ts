import { createHash } from 'node:crypto';
import { getFormat, serializeJson } from '@locale-sync/formats/core';
import type { Format } from '@locale-sync/protocol';
import { SyncError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { CONFIG_PATH, type SyncConfig } from '../repository/config.ts';
import { nothingDiscovered } from '../repository/discover-report.ts';
import type { MultiLocaleFormat } from '../repository/discovery.ts';
import { heldLocales } from '../repository/held-locales.ts';
import { type IcuQuotingOf, type LayoutFile, readPushLayout } from '../repository/layout.ts';
import { wireLocale } from '../repository/locale-spelling.ts';
import { readInside, realRoot } from '../repository/paths.ts';
import { decodeText, isUtf8AsIs, type TextEncoding } from '../repository/text-encoding.ts';
import { parseLogged } from './parse-logged.ts';

/**
 * The file a locale's texts were read from when that file holds every locale (an Xcode String
 * Catalog): the locale is sent as flat JSON, and the checks read the file's own format and lines.
 */
export interface PartOf {
  format: MultiLocaleFormat;
  /** The whole file's text. */
  text: string;
}

/**
 * A translation file of the repository, hashed: the SHA-256 (hex) and the length of the bytes a
 * push sends. Its bytes are kept apart, within a budget (`KeptBytes`); past it, each step that needs
 * them reads the file again. A file holding every locale is read as one such file per locale,
 * whose content (that locale as JSON, made from the file) is kept.
 */
export interface ReadFile extends Omit<LayoutFile, 'format' | 'holdsEveryLocale'> {
  format: Format;
  sha256: string;
  /** The length of the content in UTF-8 bytes. */
  bytes: number;
  /** The content, when it is not the file's own bytes: one locale of a file holding every locale. */
  content?: string;
  /** Set when the content is one locale of a file holding every locale. */
  partOf?: PartOf;
  /**
   * The encoding of the file's bytes (see `TextEncoding`). A UTF-16 file's text is kept as its
   * `content` and sent, hashed and counted as UTF-8, the text the service reads.
   */
  encoding: TextEncoding;
}

/**
 * The translation files of a repository, hashed, the repository's real path to read them again, the
 * bytes kept from the hashing read (see `KeptBytes`), and the source locale they were read with.
 */
export interface RepositoryFiles {
  rootReal: string;
  files: ReadFile[];
  kept: KeptBytes;
  sourceLocale: string;
  /** Whether apostrophes quote in a file, as its tool's configuration says (see `RepositoryLayout.icuQuotingOf`). */
  icuQuotingOf: IcuQuotingOf;
}

/** Files read at once while hashing: enough to keep the disk busy, few enough to hold little. */
const READ_AHEAD = 4;

/**
 * The bytes of files read while hashing that a push keeps for the checks and the send, in all. A
 * kept file is read once per push: the bytes hashed are the ones checked and sent, with no path
 * resolved, opened and hashed again per step (three reads per file, which a layout of many small
 * files paid per file). Past the budget, files are read again at each step as before.
 */
export const KEPT_BYTES = 16 * 1024 * 1024;

/**
 * The largest file whose bytes are kept: a read's fixed cost (the path's checks, open, close) counts
 * against a small file's parse and checks, not a large one's, and a push of a million strings in
 * files of 750 KiB keeps nothing (its peak memory stays what it was).
 */
export const KEPT_FILE_BYTES = 256 * 1024;

/**
 * File bytes kept from the hashing read, by repository path, within a budget of bytes: the first
 * files that fit are kept, the others (and any larger than KEPT_FILE_BYTES) read again when needed.
 * A file's bytes are let go once sent, or once the push knows it will not send the file.
 */
export class KeptBytes {
  readonly #bytes = new Map<string, Buffer>();
  #room: number;

  constructor(budget: number) {
    this.#room = budget;
  }

  /** Keeps `bytes` as the file at `path`'s when they fit in what is left of the budget. */
  keep(path: string, bytes: Buffer): void {
    if (bytes.byteLength > KEPT_FILE_BYTES || bytes.byteLength > this.#room || this.#bytes.has(path)) return;
    this.#bytes.set(path, bytes);
    this.#room -= bytes.byteLength;
  }

  /** The kept bytes of the file at `path`, if any. */
  get(path: string): Buffer | undefined {
    return this.#bytes.get(path);
  }

  /** The kept bytes of the file at `path`, no longer kept. */
  take(path: string): Buffer | undefined {
    const bytes = this.#bytes.get(path);
    if (bytes !== undefined) this.drop(path);
    return bytes;
  }

  /** Lets the kept bytes of the file at `path` go (nothing when none are kept). */
  drop(path: string): void {
    const bytes = this.#bytes.get(path);
    if (bytes === undefined) return;
    this.#bytes.delete(path);
    this.#room += bytes.byteLength;
  }
}

/**
 * Reads every translation file of the repository and hashes its bytes; nothing is parsed, and the
 * bytes are kept within `keptBytes` (default `KEPT_BYTES`). Without `sourceLocale` (nor the
 * config's), the source locale is discovery's, else `en`.
 */
export async function readPushFiles(
  root: string,
  config: SyncConfig,
  logger: Logger,
  options: { sourceLocale?: string; keptBytes?: number } = {},
): Promise<RepositoryFiles> {
  const rootReal = await realRoot(root);
  const kept = new KeptBytes(options.keptBytes ?? KEPT_BYTES);
  const {
    files: found,
    sourceLocale,
    icuQuotingOf,
  } = await readPushLayout(rootReal, config, logger, options);
  if (found.length === 0 && config.files !== undefined) {
    throw new SyncError(
      `no translation files found: the "files" entries of ${CONFIG_PATH} match no file below ${root} (see the warnings above)`,
      { file: CONFIG_PATH },
    );
  }
  if (found.length === 0) throw new SyncError(nothingDiscovered(root, sourceLocale));
  const read = await mapLimited(found, READ_AHEAD, async (file): Promise<ReadFile[]> => {
    let bytes: Buffer;
    try {
      bytes = await readInside(rootReal, file.path);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new SyncError(`${file.path} (locale ${file.locale}, from ${CONFIG_PATH}) does not exist`, {
          file: CONFIG_PATH,
        });
      }
      throw err;
    }
    // A plain UTF-8 file is hashed as its bytes and not decoded: only the files the push turns out
    // to check are (readText), and most of a changed-only push's files are not.
    if (file.holdsEveryLocale === undefined && isUtf8AsIs(bytes, file.path)) {
      kept.keep(file.path, bytes);
      return [
        {
          ...file,
          format: file.format as Format,
          sha256: sha256Of(bytes),
          bytes: bytes.byteLength,
          encoding: 'utf-8',
        },
      ];
    }
    const { text, encoding } = decodeText(bytes, file.path);
    if (file.holdsEveryLocale !== undefined) {
      return splitLocales(file, text, sourceLocale, logger);
    }
    if (encoding !== 'utf-8') {
      const utf8 = Buffer.from(text, 'utf8');
      return [
        {
          ...file,
          format: file.format as Format,
          content: text,
          sha256: sha256Of(utf8),
          bytes: utf8.byteLength,
          encoding,
        },
      ];
    }
    kept.keep(file.path, bytes);
    // The hash is of the bytes; the service hashes the UTF-8 of the content it receives, the same
    // bytes for every UTF-8 file (a file that is not UTF-8 only never matches, and is always sent).
    return [
      { ...file, format: file.format as Format, sha256: sha256Of(bytes), bytes: bytes.byteLength, encoding },
    ];
  });
  return { rootReal, files: read.flat(), kept, sourceLocale, icuQuotingOf };
}

/**
 * A file's text: its bytes kept from the hashing read, else read again (the content kept for one
 * locale of a file holding every locale). A file removed since it was hashed stops the push, naming it.
 */
export async function readText(rootReal: string, file: ReadFile, kept?: KeptBytes): Promise<string> {
  if (file.content !== undefined) return file.content;
  return (kept?.get(file.path) ?? (await readBytes(rootReal, file))).toString('utf8');
}

/**
 * A file's bytes as they are sent: the ones kept from the hashing read (then let go), which are the
 * ones hashed and checked; else read again, and refused unless they are the ones hashed at the start
 * of the push (the ones the service was asked about, read and checked): a file edited while the
 * push runs stops it, naming the file, rather than sending bytes nothing checked. They go into the
 * body as they are, never decoded to a string (one locale of a file holding every locale: its
 * content, as UTF-8).
 */
export async function readToSend(rootReal: string, file: ReadFile, kept?: KeptBytes): Promise<Uint8Array> {
  if (file.content !== undefined) return Buffer.from(file.content, 'utf8');
  const held = kept?.take(file.path);
  if (held !== undefined) return held;
  const bytes = await readBytes(rootReal, file);
  if (bytes.byteLength !== file.bytes || sha256Of(bytes) !== file.sha256) {
    throw new SyncError(
      `${file.path} changed while it was being pushed (after it was read and checked); nothing was stored. Run the push again`,
      { file: file.path },
    );
  }
  return bytes;
}

async function readBytes(rootReal: string, file: ReadFile): Promise<Buffer> {
  try {
    return await readInside(rootReal, file.path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new SyncError(
        `${file.path} was removed while it was being pushed; nothing was stored. Run the push again`,
        { file: file.path },
      );
    }
    throw err;
  }
}

function sha256Of(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** `fn` of each item, at most `limit` at a time, the results in the items' order. */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      out[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * One file per locale of a file holding every locale: the source first, then by locale. Each is the
 * locale's texts as flat JSON (it carries any key and text unchanged), so that the changed-only push
 * sees each locale's own hash. A translation with no text yet is not sent. The file's source locale
 * must be the run's; a file the format refuses stops the push, naming its line.
 */
function splitLocales(file: LayoutFile, text: string, sourceLocale: string, logger: Logger): ReadFile[] {
  const format = getFormat(file.format);
  const byLocale = parseLogged(logger, file.path, (warn) =>
    (format.parseLocales as NonNullable<typeof format.parseLocales>)(text, { path: file.path, warn }),
  );
  if (byLocale === undefined) {
    throw new SyncError(
      `${file.path} could not be read (see the error above); nothing was sent. Fix the file and run again`,
    );
  }
  const held = heldLocales(byLocale, file.holdsEveryLocale ?? {}, file.path, logger);
  const [first] = held.values();
  const source = wireLocale(sourceLocale);
  if (first === undefined || first.locale !== source) {
    throw new SyncError(
      `${file.path}: its source language is "${[...byLocale.keys()][0]}", but the source locale of this push is ${source}; set "sourceLocale" in ${CONFIG_PATH} (or the source-locale input, --source-locale) to it, or map it with "localeMap" in the files entry`,
      { file: file.path },
    );
  }
  const partOf: PartOf = { format: file.format as MultiLocaleFormat, text };
  const out: ReadFile[] = [];
  const ordered = [first, ...[...held.values()].slice(1).sort((a, b) => (a.locale < b.locale ? -1 : 1))];
  for (const { locale, entries } of ordered) {
    if (locale !== source && entries.size === 0) {
      logger.debug(`${file.path}: locale ${locale} has no texts yet; not sent`);
      continue;
    }
    const content = entries.size === 0 ? '{}\n' : serializeJson(entries, { structure: 'flat' });
    const bytes = Buffer.from(content, 'utf8');
    out.push({
      locale,
      path: file.path,
      format: 'json',
      ...(file.resource !== undefined && { resource: file.resource }),
      content,
      sha256: sha256Of(bytes),
      bytes: bytes.byteLength,
      partOf,
      encoding: 'utf-8',
    });
  }
  return out;
}
