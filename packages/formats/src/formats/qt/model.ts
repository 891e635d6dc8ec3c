import type { XmlElement } from '../../shared/xml.ts';

/**
 * Qt Linguist keys. Qt finds a message by its context, its source text and its disambiguation comment
 * (`tr("Open", "menu")`), so the key holds all three, joined by U+0004 (which XML cannot hold, so no
 * part can contain it): `source` when the context is empty and there is no comment,
 * `context\u0004source` without a comment, `context\u0004source\u0004comment` with one. A numerus
 * message's forms are `<key>[one]`, `<key>[other]`… (CLDR categories, see numerus.ts).
 */
export const QT_SEPARATOR = '\u0004';

/** The key of a message. */
export function qtKey(context: string, source: string, comment: string): string {
  if (comment !== '') return [context, source, comment].join(QT_SEPARATOR);
  return context === '' ? source : `${context}${QT_SEPARATOR}${source}`;
}

/** The context, source text and comment a key stands for. */
export function splitQtKey(key: string): { context: string; source: string; comment: string } {
  const parts = key.split(QT_SEPARATOR);
  if (parts.length === 1) return { context: '', source: key, comment: '' };
  if (parts.length === 2) return { context: parts[0] as string, source: parts[1] as string, comment: '' };
  return {
    context: parts[0] as string,
    source: parts[1] as string,
    comment: parts.slice(2).join(QT_SEPARATOR),
  };
}

/** A plural form key: the message's key and the category. */
export const NUMERUS_KEY = /^(.+)\[(zero|one|two|few|many|other)\]$/s;

/** One message of a `TS` file that is an entry (not obsolete, not vanished). */
export interface QtMessage {
  key: string;
  element: XmlElement;
  context: XmlElement;
  source: string;
  numerus: boolean;
  translation: XmlElement | undefined;
  /** The `<numerusform>` elements, in order. */
  forms: XmlElement[];
  /** The category of each form index (numerus messages). */
  categories: string[];
  /** The texts as written in the file, before a source file's empty ones read as the source text. */
  written: Map<string, string>;
}
