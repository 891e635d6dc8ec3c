import type { FileStyle, TranslationFormat } from '@locale-sync/formats/core';
import type { Structure } from '@locale-sync/protocol';
import type { RepositoryLayout } from '../repository/layout.ts';
import { readInside } from '../repository/paths.ts';

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
}

/**
 * The layout a new file of `format` takes: the structure the pull asks for, else the one the
 * repository's existing files of that format use (the source file first), else flat (the spec's
 * default); and the indentation and final newline of the source locale's file of that format (its
 * own resource's first: Mealie's seed files use four spaces, its messages tabs) when it holds a key (Matomo's `lang/en.json` is indented with four spaces, so a new `lang/de.json` is too),
 * else the format's own.
 */
export async function usualStyle(
  rootReal: string,
  layout: RepositoryLayout,
  format: TranslationFormat,
  sourceLocale: string,
  structure: Structure | undefined,
  /** The resource the new file is of: its own source file comes first. */
  resource?: string,
): Promise<NewFileStyle> {
  const rank = (f: { locale: string; resource?: string }) =>
    Number(f.locale === sourceLocale) * 2 + Number(f.resource === resource);
  const candidates = layout
    .files()
    .filter((f) => f.format === format.name)
    .sort((a, b) => rank(b) - rank(a));
  let found: NewFileStyle | undefined;
  for (const file of candidates) {
    let style: FileStyle | undefined;
    try {
      style = styleOf(format, (await readInside(rootReal, file.path)).toString('utf8'));
    } catch {
      // An unreadable file says nothing about the layout; try the next one.
    }
    if (style === undefined) continue;
    found ??= { structure: structure ?? style.structure };
    // Only the source says how the files are spaced, and only when it has a key to space.
    if (file.locale === sourceLocale && style.keyOrder.length > 0) {
      return { ...found, indent: style.indent, trailingNewline: style.trailingNewline };
    }
    if (file.locale !== sourceLocale) break;
  }
  return found ?? { structure: structure ?? 'flat' };
}
