import type { Entries } from '../../model.ts';
import type { XmlElement } from '../../shared/xml.ts';

/**
 * XLIFF 1.2 and 2.0, each unit keyed the way the tool that owns the file keys it (`XliffKeying`), so
 * a project's source and target files match key for key. The text is the `<target>` in a translation
 * file (one that declares a target language or has a target) and the `<source>` in a source-only file;
 * units of a translation file without a target are untranslated and not keys (in a Symfony file the
 * source stands in, as Symfony's loader has it). Text-only content is decoded (`&amp;` → `&`, CDATA
 * unwrapped); content with inline elements (`<x/>`, `<ph/>`, `<g>`, `<pc>`…) is kept as written,
 * markup and entities included. The document is checked with fast-xml-parser's validator; a small
 * scanner then records element offsets, so a rewrite edits only the targets that changed.
 */
export type XliffVersion = '1.2' | '2.0';

/**
 * How units are keyed, read from the file itself:
 * - `id`: Angular (`ng extract-i18n`: 1.2 `<file original="ng2.template">`, 2.0
 *   `<file original="ng.template">`); its translation loaders look messages up by unit id only.
 * - `source`: Symfony (1.2 `<file original="file.ext">`, which both its XliffFileDumper and its own
 *   hand-kept files write, or a `<header><tool tool-id="symfony">`; 2.0 `<file id="<domain>.<locale>">`
 *   without `original`); XliffFileLoader keys a unit by `resname` (`name` in 2.0), else by its
 *   `<source>` text, and reads `<target>`, else `<source>`, as the text. Ids are mere counters or
 *   hashes there that may differ between locales.
 * - `resname`: every other tool (Xcode, Okapi, memoQ…): `resname` (1.2) or `name` (2.0), else `id`.
 */
export type XliffKeying = 'id' | 'source' | 'resname';

export interface XliffUnit {
  id: string;
  element: XmlElement;
  source: XmlElement | undefined;
  target: XmlElement | undefined;
}

/** What an XLIFF file holds, as `readXliff` reads it. */
export interface XliffFile {
  version: XliffVersion;
  /** How the units are keyed; see `XliffKeying`. */
  keying: XliffKeying;
  sourceLanguage: string | undefined;
  targetLanguage: string | undefined;
  /** Whether texts are targets (a target language or some target exists) rather than sources. */
  translation: boolean;
  /** Key → text in file order. */
  entries: Entries;
  /** Key → source text (decoded the same way), for every unit. */
  sources: Entries;
}
