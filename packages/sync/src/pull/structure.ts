import {
  escapesNonAscii,
  type FileStyle,
  isSortedByKey,
  type TranslationFormat,
} from '@locale-sync/formats/core';
import type { Structure } from '@locale-sync/protocol';
import type { RepositoryLayout } from '../repository/layout.ts';
import { readInside } from '../repository/paths.ts';
import type { SourceFileTexts } from '../repository/source-file-texts.ts';
import { decodeText, type TextEncoding } from '../repository/text-encoding.ts';

/** The style (structure, indentation) of a file's text, when the format can tell. */
export function styleOf(format: TranslationFormat, content: string): FileStyle | undefined {
  try {
    return format.detectStyle(content);
  } catch {
    return undefined;
  }
}

/** How a new file is laid out: its structure, and the spacing of the source file when it tells. */
export interface NewFileStyle {
  structure: Structure;
  indent?: string;
  trailingNewline?: boolean;
  /** How the format's two-way spellings are written (`FileStyle.syntax`: a PHP array's `array()`). */
  syntax?: string;
  /**
   * The text of a translation of the same resource, for what the source file cannot show and its
   * translations share (a `.properties` bundle's escaping of non-ASCII text).
   */
  sibling?: string;
  /**
   * The new file's keys are sorted by key: the translations looked at for the spacing all are and
   * the source file is not (Matomo's tool sorts every translation it writes; its `en.json` is not).
   */
  sortKeys?: boolean;
  /**
   * The encoding the new file is written in: that of the translation kept as `sibling`, else of the
   * first file of the format read for the style (the source file first); UTF-8 when none was read.
   */
  encoding?: TextEncoding;
}

/**
 * The layout a new file of `format` takes: the structure the pull asks for, else the one the
 * repository's existing files of that format use (the source file first), else flat (the spec's
 * default); and the indentation and final newline of the translations of its resource when those
 * with a key all share them (the tool that wrote them writes the next: Weblate indents Sonarr's
 * `Core/<locale>.json` with four spaces while its `en.json` has two, Crowdin Vikunja's with tabs),
 * else of the source locale's file of that format (its own resource's first: Mealie's seed files use
 * four spaces, its messages tabs) when it holds a key (Matomo's `lang/en.json` is indented with four
 * spaces, so a new `lang/de.json` is too), else the format's own. The spelling a format has two of
 * (`FileStyle.syntax`: FreshRSS's `array(`) goes with the spacing: the translations' when they agree on
 * all of it, else the source's. A format that writes a new file from its source file re-spaces it
 * first (formats' shared/restyle.ts). A translation of the resource with a key is kept as `sibling`,
 * for what only translations show (`SerializeOptions.sibling`). When the translations looked at all
 * have their keys sorted and the source file does not, the new file's are sorted (`sortKeys`).
 */
export async function usualStyle(
  rootReal: string,
  layout: RepositoryLayout,
  format: TranslationFormat,
  sourceLocale: string,
  structure: Structure | undefined,
  /** The resource the new file is of: its own source file comes first. */
  resource: string | undefined,
  /** The source locale's files, read once for the pull (the checks and templates read them too). */
  texts: SourceFileTexts,
): Promise<NewFileStyle> {
  const rank = (f: { locale: string; resource?: string }) =>
    Number(f.locale === sourceLocale) * 2 + Number(f.resource === resource);
  const candidates = layout
    .files()
    .filter((f) => f.format === format.name)
    .sort((a, b) => rank(b) - rank(a));
  let sibling: string | undefined;
  let siblingEncoding: TextEncoding | undefined;
  let firstEncoding: TextEncoding | undefined;
  const read = async (file: {
    path: string;
    locale: string;
    resource?: string;
  }): Promise<FileStyle | undefined> => {
    try {
      const { text, encoding } =
        file.locale === sourceLocale
          ? await texts.decoded(file.path)
          : decodeText(await readInside(rootReal, file.path), file.path);
      const style = styleOf(format, text);
      if (style !== undefined) firstEncoding ??= encoding;
      if (
        style !== undefined &&
        style.keyOrder.length > 0 &&
        file.locale !== sourceLocale &&
        file.resource === resource
      ) {
        // The first translation that shows how it writes non-ASCII text, else the first: Pixelfed's
        // `public/_lang/af.json` has none, its `ar.json` escapes every character as PHP's json_encode does.
        if (
          sibling === undefined ||
          (escapesNonAscii(sibling) === undefined && escapesNonAscii(text) !== undefined)
        ) {
          sibling = text;
          siblingEncoding = encoding;
        }
      }
      return style;
    } catch {
      // An unreadable file says nothing about the layout.
      return undefined;
    }
  };
  let found: NewFileStyle | undefined;
  for (const file of candidates) {
    const style = await read(file);
    if (style === undefined) continue;
    found ??= { structure: structure ?? style.structure };
    // Only a file with a key to space says how the files are spaced.
    if (file.locale === sourceLocale && style.keyOrder.length > 0) {
      const translations = await sampleTranslations(candidates, sourceLocale, resource, read);
      const spacing = sharedSpacing(translations) ?? style;
      const nested = style.structure === 'nested';
      const sortKeys =
        translations.length > 0 &&
        translations.every((t) => isSortedByKey(t.keyOrder, nested)) &&
        !isSortedByKey(style.keyOrder, nested);
      return {
        ...found,
        indent: spacing.indent,
        trailingNewline: spacing.trailingNewline,
        ...(spacing.syntax !== undefined && { syntax: spacing.syntax }),
        ...(sortKeys && { sortKeys }),
        ...(sibling !== undefined && { sibling }),
        ...encodingOf(siblingEncoding ?? firstEncoding),
      };
    }
    if (file.locale !== sourceLocale) break;
  }
  return {
    ...(found ?? { structure: structure ?? 'flat' }),
    ...encodingOf(siblingEncoding ?? firstEncoding),
  };
}

function encodingOf(encoding: TextEncoding | undefined): { encoding?: TextEncoding } {
  return encoding === undefined ? {} : { encoding };
}

/** What a new file takes of the files it follows: its spacing, and its spelling where the format has two. */
type Spacing = Pick<FileStyle, 'indent' | 'trailingNewline' | 'syntax'>;

function spacingOf(style: FileStyle): Spacing {
  return {
    indent: style.indent,
    trailingNewline: style.trailingNewline,
    ...(style.syntax !== undefined && { syntax: style.syntax }),
  };
}

/** Translations looked at for their spacing: enough to see whether they agree. */
const SPACING_SAMPLE = 3;

/**
 * The styles of a few of the resource's translations with a key (SPACING_SAMPLE of them): enough to
 * see whether they agree.
 */
async function sampleTranslations(
  files: ReadonlyArray<{ path: string; locale: string; resource?: string }>,
  sourceLocale: string,
  resource: string | undefined,
  read: (file: { path: string; locale: string; resource?: string }) => Promise<FileStyle | undefined>,
): Promise<FileStyle[]> {
  const styles: FileStyle[] = [];
  for (const file of files) {
    if (styles.length >= SPACING_SAMPLE) break;
    if (file.locale === sourceLocale || file.resource !== resource) continue;
    const style = await read(file);
    if (style !== undefined && style.keyOrder.length > 0) styles.push(style);
  }
  return styles;
}

/** The indentation and final newline `styles` all share; undefined when there are none or they differ. */
function sharedSpacing(styles: readonly FileStyle[]): Spacing | undefined {
  const [first, ...rest] = styles;
  if (first === undefined) return undefined;
  const shared = spacingOf(first);
  const differs = rest.some(
    (style) =>
      shared.indent !== style.indent ||
      shared.trailingNewline !== style.trailingNewline ||
      shared.syntax !== style.syntax,
  );
  return differs ? undefined : shared;
}
