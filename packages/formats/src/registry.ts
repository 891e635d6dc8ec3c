// The registry: every format's name, extensions and loader, one entry each. It imports the formats;
// a format imports only the contract (contract.ts), never this module.
import type { FormatInfo, TranslationFormat } from './contract.ts';
import { FormatError } from './errors.ts';
import { CHROME_PATH } from './formats/chrome/model.ts';
import { json } from './formats/json/index.ts';
import { VSCODE_PATH } from './formats/vscode/model.ts';
import { withInputBudgets } from './input-budget.ts';
import { type Entries, type FileStyle, type Structure, sameEntries } from './model.ts';
import { rememberReadings } from './parse-memo.ts';
import { sortedByKey } from './shared/key-order.ts';
import { respaced, withSiblingProlog } from './shared/restyle.ts';

export type {
  FormatInfo,
  FormatWarning,
  ParseOptions,
  RewriteLocalesOptions,
  SerializeOptions,
  TranslationFormat,
} from './contract.ts';

interface FormatLoader extends FormatInfo {
  load(): Promise<TranslationFormat>;
}

const FLAT: readonly Structure[] = ['flat'];

// JSON, the common case, is small and always there. Every other format, gettext PO included (the
// checks read gettext's plural rules from gettext.ts, not from the PO parser), is imported on first use (ncc writes each to a chunk of its own),
// so a run compiles only the parsers of the formats it reads or writes: the YAML and XML parsers are
// most of the weight of the format code in a bundle.
const LOADERS: readonly FormatLoader[] = [
  { name: 'json', extensions: json.extensions, load: async () => json },
  {
    name: 'yaml',
    extensions: ['.yml', '.yaml'],
    load: async () => (await import('./formats/yaml/index.ts')).yaml,
  },
  {
    name: 'properties',
    extensions: ['.properties'],
    structures: FLAT,
    load: async () => (await import('./formats/properties/index.ts')).properties,
  },
  {
    name: 'po',
    extensions: ['.po', '.pot'],
    structures: FLAT,
    charsetInHeader: true,
    load: async () => (await import('./formats/po/index.ts')).po,
  },
  {
    name: 'arb',
    extensions: ['.arb'],
    structures: FLAT,
    load: async () => (await import('./formats/arb/index.ts')).arb,
  },
  {
    name: 'xliff',
    extensions: ['.xlf', '.xliff'],
    structures: FLAT,
    load: async () => (await import('./formats/xliff/index.ts')).xliff,
  },
  {
    name: 'strings',
    extensions: ['.strings'],
    structures: FLAT,
    load: async () => (await import('./formats/strings/index.ts')).strings,
  },
  {
    name: 'android',
    extensions: ['.xml'],
    structures: FLAT,
    load: async () => (await import('./formats/android/index.ts')).android,
  },
  {
    name: 'xcstrings',
    extensions: ['.xcstrings'],
    structures: FLAT,
    multiLocale: true,
    load: async () => (await import('./formats/xcstrings/index.ts')).xcstrings,
  },
  {
    name: 'resx',
    extensions: ['.resx', '.resw'],
    structures: FLAT,
    load: async () => (await import('./formats/resx/index.ts')).resx,
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
  {
    name: 'go-i18n',
    extensions: ['.toml'],
    structures: FLAT,
    load: async () => (await import('./formats/go-i18n/index.ts')).goI18n,
  },
  {
    name: 'qt',
    extensions: ['.ts'],
    structures: FLAT,
    load: async () => (await import('./formats/qt/index.ts')).qt,
  },
  {
    name: 'stringsdict',
    extensions: ['.stringsdict'],
    structures: FLAT,
    load: async () => (await import('./formats/stringsdict/index.ts')).stringsdict,
  },
  {
    name: 'chrome',
    extensions: ['.json'],
    structures: FLAT,
    pathPattern: CHROME_PATH,
    load: async () => (await import('./formats/chrome/index.ts')).chrome,
  },
  {
    name: 'vscode',
    extensions: ['.json'],
    structures: FLAT,
    pathPattern: VSCODE_PATH,
    load: async () => (await import('./formats/vscode/index.ts')).vscode,
  },
  {
    name: 'php',
    // `.inc`: Roundcube's `program/localization/<locale>/labels.inc`, PHP included by the application.
    extensions: ['.php', '.inc'],
    structures: FLAT,
    load: async () => (await import('./formats/php/index.ts')).php,
  },
  {
    name: 'csv',
    extensions: ['.csv'],
    structures: FLAT,
    load: async () => (await import('./formats/csv/index.ts')).csv,
  },
  {
    // Config-named only (a `files` entry with "format": "godot-csv"; discovery names it for a `.csv`
    // whose header is Godot's): every other `.csv` stays Magento's.
    name: 'godot-csv',
    extensions: ['.csv'],
    structures: FLAT,
    multiLocale: true,
    load: async () => (await import('./formats/godot-csv/index.ts')).godotCsv,
  },
  {
    // Named only (a `files` entry with "format": "twine"; discovery names it for a `.txt` whose first
    // bytes are Twine's): `.txt` is no translation format's by its extension.
    name: 'twine',
    extensions: ['.txt'],
    structures: FLAT,
    multiLocale: true,
    namedOnly: true,
    load: async () => (await import('./formats/twine/index.ts')).twine,
  },
  {
    // Config-named only (a `files` entry with "format": "jed"): every other `.json` stays JSON.
    name: 'jed',
    extensions: ['.json'],
    structures: FLAT,
    load: async () => (await import('./formats/jed/index.ts')).jed,
  },
  {
    // Config-named only (a `files` entry with "format": "structured-json"), as JED.
    name: 'structured-json',
    extensions: ['.json'],
    structures: FLAT,
    load: async () => (await import('./formats/structured-json/index.ts')).structuredJson,
  },
  {
    // Config-named only (a `files` entry with "format": "smartling"; discovery names it for a file
    // that opens with Smartling's directives), as JED: a `_locales/` path stays Chrome's otherwise.
    name: 'smartling',
    extensions: ['.json'],
    structures: FLAT,
    load: async () => (await import('./formats/smartling/index.ts')).smartling,
  },
  {
    name: 'json5',
    extensions: ['.json5'],
    load: async () => (await import('./formats/json5/index.ts')).json5,
  },
];

/** A loaded format as callers get it: its input budgeted, its readings remembered. */
const served = (format: TranslationFormat): TranslationFormat => rememberReadings(withInputBudgets(format));

const loaded = new Map<string, TranslationFormat>([[json.name, served(json)]]);

let infos: readonly FormatInfo[] | undefined;

/**
 * Every format's name and extensions, known without loading any format's code. Built once: the
 * format of a path is asked for each file a run handles (twice per path, by pattern then by
 * extension), and a new list of objects for each question was most of the answer's cost.
 */
export function formatInfos(): readonly FormatInfo[] {
  infos ??= Object.freeze(
    LOADERS.map(({ name, extensions, structures, multiLocale, pathPattern, namedOnly, charsetInHeader }) =>
      Object.freeze({
        name,
        extensions,
        ...(structures !== undefined && { structures }),
        ...(multiLocale && { multiLocale }),
        ...(pathPattern !== undefined && { pathPattern }),
        ...(namedOnly && { namedOnly }),
        ...(charsetInHeader && { charsetInHeader }),
      }),
    ),
  );
  return infos;
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
  for (const format of formats) loaded.set(format.name, served(format));
}

/** Loads every format (a server, which reads whatever a client sends). */
export async function loadAllFormats(): Promise<void> {
  await loadFormats(LOADERS.map((f) => f.name));
}

/** The format called `name`, loaded first when needed. */
export async function loadFormat(name: string): Promise<TranslationFormat> {
  // A pull asks for each file's format: once loaded, it is answered without a load's set-up.
  const format = loaded.get(name);
  if (format !== undefined) return format;
  await loadFormats([name]);
  return getFormat(name);
}

/**
 * The format called `name`, once loaded (`loadFormats`; JSON always is). Throws a FormatError
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

/**
 * The name and extensions of the format that owns a file extension (with the dot, any case), if any.
 * A format that owns only some paths (`pathPattern`) is found by `formatInfoForPath`, never here;
 * a format only a files entry names (`namedOnly`: Twine's `.txt`) is never found by extension.
 */
export function formatInfoForExtension(extension: string): FormatInfo | undefined {
  const ext = extension.toLowerCase();
  return formatInfos().find((f) => f.pathPattern === undefined && !f.namedOnly && f.extensions.includes(ext));
}

/**
 * The format of a file by its repository path (`/` separators): a format whose `pathPattern` matches
 * it (`_locales/de/messages.json` is `chrome`), else the one owning its extension.
 */
export function formatInfoForPath(filePath: string): FormatInfo | undefined {
  const infos = formatInfos();
  const byPath = infos.find((f) => f.pathPattern?.test(filePath));
  if (byPath) return byPath;
  const base = filePath.slice(filePath.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? formatInfoForExtension(base.slice(dot)) : undefined;
}

/** The format of a file by its repository path (see `formatInfoForPath`); throws like `getFormat` when not loaded. */
export function formatForPath(filePath: string): TranslationFormat | undefined {
  const info = formatInfoForPath(filePath);
  return info && getFormat(info.name);
}

/**
 * The format that owns a file extension (with the dot, any case), if any; throws like `getFormat`
 * when that format is not loaded. `formatInfoForExtension` answers without loading anything.
 */
export function formatForExtension(extension: string): TranslationFormat | undefined {
  const info = formatInfoForExtension(extension);
  return info && getFormat(info.name);
}

/** Every extension a known format owns (a format only a files entry names, Twine's `.txt`, owns none). */
export function knownExtensions(): string[] {
  return [...new Set(LOADERS.filter((f) => !f.namedOnly).flatMap((f) => [...f.extensions]))];
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
  options: {
    locale?: string;
    path?: string;
    source?: boolean;
    template?: string;
    /** The spacing a new file takes (that of the repository's other files), when `existing` is undefined. */
    newFileStyle?: Pick<Partial<FileStyle>, 'indent' | 'trailingNewline' | 'syntax'> & {
      /** The new file's keys are sorted, as its sibling translations' are (`SerializeOptions.sortKeys`). */
      sortKeys?: boolean;
    };
    /** An existing translation of the same resource, whose style a new file follows (`SerializeOptions.sibling`). */
    sibling?: string;
  } = {},
): string {
  const fileOptions = {
    ...(options.locale !== undefined && { locale: options.locale }),
    ...(options.path !== undefined && { path: options.path }),
    ...(options.source !== undefined && { source: options.source }),
  };
  const writeOptions = {
    ...fileOptions,
    ...(options.template !== undefined && { template: options.template }),
  };
  if (existing === undefined) {
    const spacing = options.newFileStyle;
    // The source file a new file is written from takes the new file's spacing first (restyle.ts).
    if (options.template !== undefined && spacing !== undefined)
      writeOptions.template = respaced(format, options.template, spacing, { source: true });
    const style = {
      ...(spacing?.indent !== undefined && { indent: spacing.indent }),
      ...(spacing?.trailingNewline !== undefined && { trailingNewline: spacing.trailingNewline }),
      ...(spacing?.syntax !== undefined && { syntax: spacing.syntax }),
    };
    const sortKeys = spacing?.sortKeys === true;
    const text = format.serialize(sortKeys ? sortedByKey(entries, structure === 'nested') : entries, {
      structure,
      ...(Object.keys(style).length > 0 && { style }),
      ...writeOptions,
      ...(options.sibling !== undefined && { sibling: options.sibling }),
      ...(sortKeys && { sortKeys }),
    });
    return withSiblingProlog(text, options.sibling);
  }
  let style: FileStyle;
  try {
    style = format.detectStyle(existing);
  } catch {
    // An unreadable existing file is replaced wholesale; there is no style worth keeping.
    return format.serialize(entries, { structure, ...writeOptions });
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
    return format.serializeOver(ordered, existing, { structure, style, ...writeOptions });
  return format.serialize(ordered, { structure, style, ...writeOptions });
}
