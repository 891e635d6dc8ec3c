import { PO_CONTEXT_SEPARATOR } from '../../gettext.ts';
import type { GodotRecord } from './scan.ts';

/** How a column of the header counts for Godot's importer. */
export type GodotColumn =
  | { kind: 'locale'; spelling: string }
  /** `?context`: each row's message context (`tr(message, context)`). */
  | { kind: 'context' }
  /** `?plural`: a row holding it starts a plural message, its value the msgid_plural. */
  | { kind: 'plural' }
  /** A column Godot skips: a header starting with `_`, a second `?context`/`?plural`, no locale. */
  | { kind: 'skipped' };

/** One message of the file: its key, and the records holding its texts (one, or a plural's rows). */
export interface GodotMessage {
  key: string;
  /** The first is the message's own row; a plural's continuation rows follow. */
  records: GodotRecord[];
  plural: boolean;
}

/** A Godot CSV translation file read: its header, its columns, its messages. */
export interface GodotFile {
  header: GodotRecord;
  columns: GodotColumn[];
  /** Each locale's column index, by the header's spelling, in file order. */
  locales: Map<string, number>;
  messages: GodotMessage[];
}

/** A message's key: its msgid, after its context and gettext's separator when it has one (as PO's). */
export function messageKey(msgid: string, context: string): string {
  return context === '' ? msgid : `${context}${PO_CONTEXT_SEPARATOR}${msgid}`;
}

/** The key of a plural message's form `index` (`msgid[0]`, `msgid[1]`…), gettext's index style. */
export function formKey(key: string, index: number): string {
  return `${key}[${index}]`;
}

/**
 * A header Godot reads as a locale (`TranslationServer::standardize_locale` gives it a language):
 * a language of two or three letters, then script, country or variant parts after `_` or `-`.
 */
export const LOCALE_HEADER = /^[A-Za-z]{2,3}(?:[_-][A-Za-z0-9]{2,8})*$/;
