/** How a limit counts a text: GitHub counts a body in characters and a job summary in bytes. */
export interface TextMeasure {
  size(text: string): number;
  /** The longest start of `text` whose size is at most `room` (a character cut in half is dropped later). */
  prefix(text: string, room: number): string;
}

export const CHARACTERS: TextMeasure = {
  size: (text) => text.length,
  prefix: (text, room) => text.slice(0, Math.max(0, room)),
};

export const UTF8_BYTES: TextMeasure = {
  size: (text) => Buffer.byteLength(text, 'utf8'),
  prefix: (text, room) => Buffer.from(text, 'utf8').subarray(0, Math.max(0, room)).toString('utf8'),
};

/**
 * Cuts Markdown to `limit` (as `measure` counts) at a line break, closes every `<details>` left open
 * (they may nest) and ends with `footer`, which says where the rest is. Markdown within the limit is
 * returned as it is.
 */
export function cutMarkdown(markdown: string, limit: number, measure: TextMeasure, footer: string): string {
  if (measure.size(markdown) <= limit) return markdown;
  const closing = '\n</details>';
  // The room left depends on how many closings the cut needs, which depends on where it lands: cut
  // with room for one, and again with room for as many as that cut left open, until they agree.
  let closings = 1;
  for (;;) {
    const cut = cutAtLineBreak(
      markdown,
      limit - measure.size(footer) - closings * measure.size(closing),
      measure,
    );
    const opened = openDetails(cut);
    if (opened <= closings) return cut + closing.repeat(opened) + footer;
    closings = opened;
  }
}

function cutAtLineBreak(markdown: string, room: number, measure: TextMeasure): string {
  const cut = measure.prefix(markdown, room);
  // Cutting at the last line break also drops a character the byte cut split (read back as U+FFFD).
  const lastBreak = cut.lastIndexOf('\n');
  return lastBreak > 0 ? cut.slice(0, lastBreak) : '';
}

function openDetails(markdown: string): number {
  return Math.max(0, markdown.split('<details>').length - markdown.split('</details>').length);
}
