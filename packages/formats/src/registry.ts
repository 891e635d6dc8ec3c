import { FormatError } from './errors.ts';
import { android } from './formats/android.ts';
import { arb } from './formats/arb.ts';
import { po } from './formats/po.ts';
import { properties } from './formats/properties.ts';
import { strings } from './formats/strings.ts';
import { xliff } from './formats/xliff.ts';
import { yaml } from './formats/yaml.ts';
import { json } from './json.ts';
import { type Entries, type FileStyle, type Structure, sameEntries } from './model.ts';

/** How to write a file. */
export interface SerializeOptions {
  structure: Structure;
  style?: Partial<FileStyle>;
  /**
   * The locale the file is for. Formats that record it in the file use it: YAML writes a Rails-style
   * locale root key, gettext PO a `Language` header, XLIFF `target-language`/`trgLang`, ARB `@@locale`.
   */
  locale?: string;
  /** The file's repository path, when known (a gettext `.pot` is written as a template). */
  path?: string;
}

/** Something a parser read but that deserves a word: a name defined twice, say. */
export interface FormatWarning {
  message: string;
  line?: number;
  key?: string;
}

/** What a parser may be told about the file it reads. */
export interface ParseOptions {
  /**
   * The file's repository path, when known. A format may read the file's role from it: a gettext
   * `.pot` is a template whose msgids are the source texts.
   */
  path?: string;
  /** Receives the warnings of the parse; without it they are dropped. */
  warn?: (warning: FormatWarning) => void;
}

/** One file format: how to read it, write it, and which extensions it owns. */
export interface TranslationFormat {
  name: string;
  extensions: readonly string[];
  /** Structures the format can write; absent means both. A flat-only format ignores `structure`. */
  structures?: readonly Structure[];
  parse(content: string, options?: ParseOptions): Entries;
  serialize(entries: Entries, options: SerializeOptions): string;
  detectStyle(content: string): FileStyle;
  /**
   * Writes `entries` (already in the order to write) over an existing file of this format, keeping
   * what key → text cannot hold: comments, metadata, attributes, headers. Formats without it are
   * rewritten with `serialize` and the existing file's style.
   */
  serializeOver?(entries: Entries, existing: string, options: SerializeOptions): string;
}

const FORMATS: readonly TranslationFormat[] = [json, yaml, properties, po, arb, xliff, strings, android];

/** The format called `name`; throws a FormatError listing the known ones otherwise. */
export function getFormat(name: string): TranslationFormat {
  const format = FORMATS.find((f) => f.name === name);
  if (!format) {
    throw new FormatError(
      `unknown format "${name}"; known formats: ${FORMATS.map((f) => f.name).join(', ')}`,
    );
  }
  return format;
}

/** The format that owns a file extension (with the dot, any case), if any. */
export function formatForExtension(extension: string): TranslationFormat | undefined {
  const ext = extension.toLowerCase();
  return FORMATS.find((f) => f.extensions.includes(ext));
}

/** Every extension a known format owns. */
export function knownExtensions(): string[] {
  return FORMATS.flatMap((f) => [...f.extensions]);
}

/**
 * Renders `entries` for writing over `existing`, keeping the existing file's indentation, trailing
 * newline and key order (new keys follow in the given order), and, for formats that have them, its
 * comments and metadata. Returns `existing` itself when the texts are the same, so an unchanged file
 * is byte-identical.
 */
export function renderOver(
  format: TranslationFormat,
  entries: Entries,
  structure: Structure,
  existing: string | undefined,
  options: { locale?: string; path?: string } = {},
): string {
  const fileOptions = {
    ...(options.locale !== undefined && { locale: options.locale }),
    ...(options.path !== undefined && { path: options.path }),
  };
  if (existing === undefined) return format.serialize(entries, { structure, ...fileOptions });
  let style: FileStyle;
  try {
    style = format.detectStyle(existing);
  } catch {
    // An unreadable existing file is replaced wholesale; there is no style worth keeping.
    return format.serialize(entries, { structure, ...fileOptions });
  }
  const ordered: Entries = new Map();
  for (const key of style.keyOrder) {
    const value = entries.get(key);
    if (value !== undefined) ordered.set(key, value);
  }
  for (const [key, value] of entries) {
    if (!ordered.has(key)) ordered.set(key, value);
  }
  // A flat-only format has one layout whatever structure the caller asks for.
  const sameLayout = style.structure === structure || !(format.structures ?? [structure]).includes(structure);
  // Same texts in the same layout: keep the bytes, whatever spacing the file uses.
  if (sameLayout && sameEntries(ordered, format.parse(existing, fileOptions))) return existing;
  if (format.serializeOver)
    return format.serializeOver(ordered, existing, { structure, style, ...fileOptions });
  return format.serialize(ordered, { structure, style, ...fileOptions });
}
