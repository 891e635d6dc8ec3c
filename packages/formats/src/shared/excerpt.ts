/** Characters of file text an error message quotes at most. */
const EXCERPT_LENGTH = 80;

/**
 * `text` as an error message quotes it: whole when short, else its first 80 characters and "…". A
 * message quoting a hostile file's ten-megabyte line whole would carry it into every log and
 * annotation that repeats the error.
 */
export function excerpt(text: string): string {
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH)}…`;
}
