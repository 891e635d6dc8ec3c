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

/**
 * The structure a new file of `format` takes when the pull does not say: the one the repository's
 * existing files of that format use (the source file first), else flat (the spec's default).
 */
export async function usualStructure(
  rootReal: string,
  layout: RepositoryLayout,
  format: TranslationFormat,
  sourceLocale: string,
): Promise<Structure> {
  const candidates = layout
    .files()
    .filter((f) => f.format === format.name)
    .sort((a, b) => Number(b.locale === sourceLocale) - Number(a.locale === sourceLocale));
  for (const file of candidates) {
    try {
      const text = (await readInside(rootReal, file.path)).toString('utf8');
      const style = styleOf(format, text);
      if (style !== undefined) return style.structure;
    } catch {
      // An unreadable file says nothing about the layout; try the next one.
    }
  }
  return 'flat';
}
