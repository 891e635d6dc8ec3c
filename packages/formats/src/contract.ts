// The contract between the registry and the formats: what a format is, and what it is told when it
// reads and writes. Formats import this module and the registry imports the formats, never the
// reverse, so adding a format is a folder under formats/ and one entry in registry.ts.
import type { Entries, FileStyle, Structure } from './model.ts';

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
  /**
   * The file is the project's source locale, read with `ParseOptions.source`: a rewrite keeps what
   * that reading filled in (a gettext source catalog's empty msgstr, read as its msgid, stays empty).
   */
  source?: boolean;
  /**
   * The source locale's file of the same resource, for a format whose new entries need what the
   * source holds besides its texts: a Chrome message takes the source's `placeholders`, without which
   * Chrome refuses its `$NAME$`; a new XLIFF file takes the source's units, keyed as its tool keys them;
   * a new gettext catalog is what msginit makes of the template, a new Qt file what lupdate makes of
   * the source `.ts`, a new `.resx` starts from the neutral file's header.
   */
  template?: string;
  /**
   * An existing translation of the same resource, for a new file: where the source file cannot show a
   * style its translations share, the new file takes the sibling's (a `.properties` bundle's escaping
   * of non-ASCII text as `\u00FC`, which an ASCII-only English source never shows).
   */
  sibling?: string;
  /**
   * A new file's keys are sorted (`compareKeys`), as its sibling translations' are and its source's
   * are not (Matomo's): a format writing over `template` puts its entries in that order too.
   */
  sortKeys?: boolean;
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
   * `.pot` is a template whose msgids are the source texts. Warnings name the file by it.
   */
  path?: string;
  /**
   * The file is the project's source locale. A format whose source files hold the texts elsewhere
   * than its translations reads them from there: a gettext source `.po` with empty msgstr reads its
   * msgids, as gettext itself falls back to them.
   */
  source?: boolean;
  /** The locale the file holds, when the caller knows it. */
  locale?: string;
  /** Receives the warnings of the parse; without it they are dropped. */
  warn?: (warning: FormatWarning) => void;
  /**
   * The text is read this once (a pull answer's file): the loaded formats' remembered reading
   * (parse-memo.ts) neither keeps it nor copies its entries, so both go when the caller lets them go.
   */
  once?: boolean;
}

/** Options of `rewriteLocales`. */
export interface RewriteLocalesOptions {
  /** The project's source locale, for a format whose file does not name it. */
  sourceLocale?: string;
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
  /** New entries take what the source file holds besides its texts: pass it as `SerializeOptions.template`. */
  needsTemplate?: true;
  /**
   * A format whose one file holds every locale (`multiLocale` in its FormatInfo): the texts of each
   * locale the file holds, by locale as the file spells it, the source first.
   */
  parseLocales?(content: string, options?: ParseOptions): Map<string, Entries>;
  /**
   * Writes the texts of the given locales into the existing multi-locale file, editing only what
   * changed; locales and keys not given stay byte for byte.
   */
  rewriteLocales?(existing: string, byLocale: Map<string, Entries>, options?: RewriteLocalesOptions): string;
}

/** What is known of a format before its code is loaded: enough to find its files and name it. */
export interface FormatInfo {
  name: string;
  extensions: readonly string[];
  /** Structures the format can write; absent means both. */
  structures?: readonly Structure[];
  /** One file holds every locale (`.xcstrings`): the format has `parseLocales` and `rewriteLocales`. */
  multiLocale?: true;
  /**
   * The format owns only the files whose repository path matches this, not every file with its
   * extension (a Chrome `_locales/de/messages.json` is `chrome`; any other `.json` stays `json`).
   */
  pathPattern?: RegExp;
  /**
   * The format owns no file by its extension alone: only a files entry names it (discovery names it
   * for a file whose first bytes are its own). Twine's strings are `.txt`, as is any text file.
   */
  namedOnly?: true;
  /**
   * The file's header names the charset of its bytes (gettext's `Content-Type: text/plain;
   * charset=ISO-8859-1`): a repository reads such a file in the charset named, not as UTF-8.
   */
  charsetInHeader?: true;
}
