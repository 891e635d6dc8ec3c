/** What the root of a Transifex structured JSON file must be. */
export const STRUCTURED_ROOT =
  'a Transifex structured JSON file must hold a JSON object of keys to {"string": "…"} objects (or to groups of them)';

/** The member of a message object that holds its text; `context`, `developer_comment`, `character_limit` are notes. */
export const STRING_FIELD = 'string';

/** Notes a new translation copies from its source message, as Transifex writes them into translation files. */
export const COPIED_FIELDS = ['context', 'developer_comment'] as const;

/** One message: its key (the names from the root joined with `.`), its text and its line. */
export interface StructuredMessage {
  key: string;
  text: string;
  line: number;
}
