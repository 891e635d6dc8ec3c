/** One `lang = value` line of a definition: the language, its text, and where the value is written. */
export interface TwineTranslation {
  language: string;
  text: string;
  /** The line, 1-based. */
  line: number;
  /** Where the value is written (between `=` and the line's end, surrounding spaces left out). */
  valueStart: number;
  valueEnd: number;
  /** Where the line starts and ends (before its line break). */
  lineStart: number;
  lineEnd: number;
}

/** One definition (`[key]`): its translations in file order. */
export interface TwineDefinition {
  key: string;
  line: number;
  /** Where the definition's last line ends (before its line break). */
  end: number;
  translations: TwineTranslation[];
}

/** A Twine file read: its definitions in file order and its languages, the developer language first. */
export interface TwineFile {
  definitions: TwineDefinition[];
  languages: string[];
}

/** Members of a definition that are no translation (`comment`, `tags`, `ref`). */
export const NOT_LANGUAGES: ReadonlySet<string> = new Set(['comment', 'tags', 'ref']);
