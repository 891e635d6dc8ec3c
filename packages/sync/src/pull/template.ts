import type { TranslationFormat } from '@locale-sync/formats/core';
import { normalizeLocale } from '@locale-sync/protocol';
import type { Logger } from '../logger.ts';
import type { RepositoryLayout } from '../repository/layout.ts';
import type { SourceFileTexts } from '../repository/source-file-texts.ts';

/** A file a pull writes: its locale, its resource and its format. */
interface Target {
  locale: string;
  resource?: string;
  format: TranslationFormat;
}

/**
 * The source locale's file text of each target whose format writes new entries from it (a Chrome
 * message takes the source's placeholders, without which Chrome refuses its `$NAME$`), read once per
 * resource. A target without a readable source file has none (logged at debug).
 */
export async function readTemplates<T extends Target>(
  texts: SourceFileTexts,
  layout: RepositoryLayout,
  targets: readonly T[],
  sourceLocale: string,
  logger: Logger,
  /** Source files read for earlier targets (a streamed pull's), by resource: kept and added to. */
  byResource = new Map<string, Promise<string | undefined>>(),
): Promise<Map<T, string>> {
  const templates = new Map<T, string>();
  const locale = normalizeLocale(sourceLocale) ?? sourceLocale;
  const read = async (resource: string | undefined): Promise<string | undefined> => {
    const file = await layout.checkSourceFile(locale, resource);
    if (file === undefined) return undefined;
    try {
      return await texts.read(file.path);
    } catch (err) {
      logger.debug(
        `the source file ${file.path} cannot be read (${err instanceof Error ? err.message : String(err)}); new entries are written without it`,
      );
      return undefined;
    }
  };
  for (const target of targets) {
    if (target.format.needsTemplate !== true || target.locale === sourceLocale) continue;
    const key = target.resource ?? '';
    let text = byResource.get(key);
    if (text === undefined) {
      text = read(target.resource);
      byResource.set(key, text);
    }
    const found = await text;
    if (found !== undefined) templates.set(target, found);
  }
  return templates;
}
