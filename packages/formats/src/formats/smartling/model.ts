import { FormatError } from '../../errors.ts';

/** The member of a Smartling JSON file that holds its directives (Smartling reads it, never as a text). */
export const DIRECTIVES_MEMBER = 'smartling';

/** What the root of a Smartling JSON file must be. */
export const SMARTLING_ROOT =
  'a Smartling JSON file must hold a JSON object: a "smartling" member of directives, then the messages it names';

/**
 * The custom placeholder pattern locale-sync checks (Signal Desktop's `placeholder_format_custom`):
 * `$name$`, a `$`, the shortest run of characters, a `$`. Any other custom pattern is refused.
 */
export const DOLLAR_PLACEHOLDER = '(\\$.+?\\$)';

/**
 * One block of `translate_paths` in the form locale-sync reads: every member of the root is a
 * message, its `field` member is the text and its `instruction` member (if named) the translator's
 * note; the key is the member's name (`"key": "{*}/field"`).
 */
export interface TranslatePath {
  field: string;
  instruction?: string;
}

/** The directives of a file, as far as they decide what is a text. */
export interface SmartlingDirectives {
  /** In the order the file lists them: a message holding two of their fields is refused. */
  paths: TranslatePath[];
  /** The custom placeholder pattern (`$name$`), when the file sets it. */
  placeholders?: string;
}

/** One message: its key (the member's name), the field its text is in, its text and its line. */
export interface SmartlingMessage {
  key: string;
  field: string;
  text: string;
  line: number;
}

/** Refuses an entry keyed `smartling`: that member holds the directives, never a message. */
export function checkNoDirectivesKey(entries: ReadonlyMap<string, string>): void {
  if (!entries.has(DIRECTIVES_MEMBER)) return;
  throw new FormatError(
    `the key "${DIRECTIVES_MEMBER}" cannot be a message of a Smartling JSON file: that member holds the file's directives; rename the key`,
    { key: DIRECTIVES_MEMBER },
  );
}
