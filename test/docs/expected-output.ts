// Compares what a documented command printed with the output its doc shows. The doc's lines must
// appear in order in what was printed (other lines may come between, such as JSON log lines), each
// whole, with leading and trailing spaces ignored. Values that change from run to run are not
// compared: `…` in the doc stands for anything, and so do a date and time (ISO 8601), the port of a
// loopback address and a sync secret (43 base64url characters).

const DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;
const LOOPBACK = /^(127\.0\.0\.1|localhost|\[::1\]):\d+$/;
const VOLATILE =
  /(…|\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z|(?:127\.0\.0\.1|localhost|\[::1\]):\d+|\b[A-Za-z0-9_-]{43}\b)/;

/** `text` as a regular expression that matches it literally. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The regular expression a documented output line stands for. */
export function linePattern(line: string): RegExp {
  const source = line
    .trim()
    .split(VOLATILE)
    .map((part, index) => {
      if (index % 2 === 0) return escapeRegExp(part);
      if (part === '…') return '.*';
      if (DATE.test(part)) return DATE.source.slice(1, -1);
      const loopback = LOOPBACK.exec(part);
      if (loopback) return `${escapeRegExp(loopback[1] as string)}:\\d+`;
      return '[A-Za-z0-9_-]{43}';
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * Checks that the non-empty lines of `expected` appear in order among the lines of `actual`; returns
 * null when they do, else a message naming the first documented line that was not printed.
 */
export function compareOutput(expected: string, actual: string): string | null {
  const printed = actual.split('\n').map((line) => line.trim());
  let at = 0;
  for (const line of expected.split('\n')) {
    if (line.trim() === '') continue;
    const pattern = linePattern(line);
    const found = printed.findIndex((candidate, index) => index >= at && pattern.test(candidate));
    if (found < 0)
      return `the documented line ${JSON.stringify(line.trim())} was not printed (in this order)`;
    at = found + 1;
  }
  return null;
}
