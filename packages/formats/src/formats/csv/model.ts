/**
 * A CSV file as PHP's `fgetcsv` splits it (`,` between fields, `"` around them, `\` escaping the
 * next character inside quotes), which is how Magento 2 reads its `i18n/<locale>.csv`: the first
 * field of a row is the text as the code writes it (the key), the second its translation, any
 * further ones (a language pack's `module`, `Magento_Catalog`) belong to the tool that wrote them.
 */
export interface CsvField {
  /**
   * Where the field's bytes start and end; a quoted field starts at its quote, the spaces before it
   * (which fgetcsv passes over) being no part of it.
   */
  start: number;
  end: number;
  quoted: boolean;
  /** The field as `fgetcsv` returns it. */
  value: string;
  /** Text follows the closing quote (`"a"b`): fgetcsv appends it, an unescaped `"` as a rule. */
  trailing?: true;
}

/** One record: its fields, the line it starts on, and where it and its line end stop. */
export interface CsvRow {
  start: number;
  /** Where its last field ends (before `\r\n` or `\n`). */
  end: number;
  /** Where the next line starts (after the line end), or the file's length. */
  next: number;
  line: number;
  fields: CsvField[];
}

/** A file split into rows; blank lines, which `fgetcsv` skips, are in no row. */
export interface CsvDocument {
  content: string;
  bom: boolean;
  rows: CsvRow[];
  /** `\r\n` when the first row ends so, else `\n`. */
  eol: string;
  /** The line of a quoted field never closed, which runs to the end of the file. */
  unclosed?: number;
}

/** How fields are quoted: every one (`"Back","Zurück"`), or only where PHP's `fputcsv` quotes. */
export type CsvQuoting = 'all' | 'needed';

/** What a row means to Magento: its key and text, read as `Translate::_addData` reads them. */
export interface CsvMessage {
  key: string;
  text: string;
  row: CsvRow;
  /** False for a key written again further down: the last row is the one Magento keeps. */
  effective: boolean;
}
