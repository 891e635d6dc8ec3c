import { FormatError } from './errors.ts';
import { po } from './formats/po.ts';
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

/** What is known of a format before its code is loaded: enough to find its files and name it. */
export interface FormatInfo {
  name: string;
  extensions: readonly string[];
  /** Structures the format can write; absent means both. */
  structures?: readonly Structure[];
}

interface FormatLoader extends FormatInfo {
  load(): Promise<TranslationFormat>;
}

const FLAT: readonly Structure[] = ['flat'];

// JSON, the common case, is small and always there, and so is gettext PO, whose plural rules the
// checks read. Every other format is imported on first use (ncc writes each to a chunk of its own),
// so a run compiles only the parsers of the formats it reads or writes: the YAML and XML parsers are
// most of the weight of the format code in a bundle.
const LOADERS: readonly FormatLoader[] = [
  { name: 'json', extensions: json.extensions, load: async () => json },
  {
    name: 'yaml',
    extensions: ['.yml', '.yaml'],
    load: async () => (await import('./formats/yaml.ts')).yaml,
  },
  {
    name: 'properties',
    extensions: ['.properties'],
    structures: FLAT,
    load: async () => (await import('./formats/properties.ts')).properties,
  },
  {
    name: 'po',
    extensions: ['.po', '.pot'],
    structures: FLAT,
    load: async () => (await import('./formats/po.ts')).po,
  },
  {
    name: 'arb',
    extensions: ['.arb'],
    structures: FLAT,
    load: async () => (await import('./formats/arb.ts')).arb,
  },
  {
    name: 'xliff',
    extensions: ['.xlf', '.xliff'],
    structures: FLAT,
    load: async () => (await import('./formats/xliff.ts')).xliff,
  },
  {
    name: 'strings',
    extensions: ['.strings'],
    structures: FLAT,
    load: async () => (await import('./formats/strings.ts')).strings,
  },
  {
    name: 'android',
    extensions: ['.xml'],
    structures: FLAT,
    load: async () => (await import('./formats/android.ts')).android,
  },
  {
    name: 'fluent',
    extensions: ['.ftl'],
    structures: FLAT,
    load: async () => (await import('./formats/fluent/index.ts')).fluent,
  },
  {
    name: 'ini',
    extensions: ['.ini'],
    structures: FLAT,
    load: async () => (await import('./formats/ini/index.ts')).ini,
  },
];

const loaded = new Map<string, TranslationFormat>([
  [json.name, json],
  [po.name, po],
]);

/** Every format's name and extensions, known without loading any format's code. */
export function formatInfos(): readonly FormatInfo[] {
  return LOADERS.map(({ name, extensions, structures }) => ({
    name,
    extensions,
    ...(structures !== undefined && { structures }),
  }));
}

function loaderOf(name: string): FormatLoader {
  const loader = LOADERS.find((f) => f.name === name);
  if (!loader) {
    throw new FormatError(
      `unknown format "${name}"; known formats: ${LOADERS.map((f) => f.name).join(', ')}`,
    );
  }
  return loader;
}

/**
 * Loads the code of the named formats, so that `getFormat` answers for them. Rejects with a
 * FormatError listing the known formats for an unknown name; loading a format twice costs nothing.
 */
export async function loadFormats(names: Iterable<string>): Promise<void> {
  const wanted = [...new Set(names)].map(loaderOf).filter((f) => !loaded.has(f.name));
  const formats = await Promise.all(wanted.map((f) => f.load()));
  for (const format of formats) loaded.set(format.name, format);
}

/** Loads every format (a server, which reads whatever a client sends). */
export async function loadAllFormats(): Promise<void> {
  await loadFormats(LOADERS.map((f) => f.name));
}

/** The format called `name`, loaded first when needed. */
export async function loadFormat(name: string): Promise<TranslationFormat> {
  await loadFormats([name]);
  return getFormat(name);
}

/**
 * The format called `name`, once loaded (`loadFormats`; JSON and PO always are). Throws a FormatError
 * listing the known formats for an unknown name, and one saying what to call for a format whose
 * code is not loaded yet.
 */
export function getFormat(name: string): TranslationFormat {
  const format = loaded.get(name);
  if (format) return format;
  loaderOf(name);
  throw new FormatError(
    `the code of format "${name}" is not loaded yet: call \`await loadFormats(["${name}"])\` (from @locale-sync/formats) before getFormat`,
  );
}

/** The name and extensions of the format that owns a file extension (with the dot, any case), if any. */
export function formatInfoForExtension(extension: string): FormatInfo | undefined {
  const ext = extension.toLowerCase();
  return formatInfos().find((f) => f.extensions.includes(ext));
}

/**
 * The format that owns a file extension (with the dot, any case), if any; throws like `getFormat`
 * when that format is not loaded. `formatInfoForExtension` answers without loading anything.
 */
export function formatForExtension(extension: string): TranslationFormat | undefined {
  const info = formatInfoForExtension(extension);
  return info && getFormat(info.name);
}

/** Every extension a known format owns. */
export function knownExtensions(): string[] {
  return LOADERS.flatMap((f) => [...f.extensions]);
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
