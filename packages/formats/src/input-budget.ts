// The budgets every format's input meets before its parser runs, checked once for all formats:
// some parsers are libraries (yaml, @fluent/syntax, smol-toml, json5, fast-xml-parser's validator)
// whose cost per line is theirs, so the number of lines they are handed is bounded here.
import type { TranslationFormat } from './contract.ts';
import { FormatError } from './errors.ts';
import { LIMITS } from './limits.ts';

/**
 * Throws a FormatError naming LIMITS.maxLines, at the first line past it, when `text` has more
 * lines than that; `\n`, `\r\n` and a lone `\r` each end a line.
 */
export function checkLineBudget(text: string): void {
  // Cheap to the point of not mattering for a file under the budget: a 1 MB file is a few hundred
  // microseconds of indexOf.
  let lines = 1;
  let at = text.indexOf('\n');
  while (at >= 0) {
    lines++;
    if (lines > LIMITS.maxLines) throw linesError();
    at = text.indexOf('\n', at + 1);
  }
  // A lone `\r` ends a line in YAML, properties and XML: count those only when the file has any.
  let cr = text.indexOf('\r');
  while (cr >= 0) {
    if (text.charCodeAt(cr + 1) !== 0x0a) {
      lines++;
      if (lines > LIMITS.maxLines) throw linesError();
    }
    cr = text.indexOf('\r', cr + 1);
  }
}

function linesError(): FormatError {
  return new FormatError(
    `the file has more than ${LIMITS.maxLines.toLocaleString('en-US')} lines (LIMITS.maxLines); split it into several files`,
    { line: LIMITS.maxLines + 1 },
  );
}

/** The format with every text it reads (a file to parse, an existing file to write over) budgeted first. */
export function withInputBudgets(format: TranslationFormat): TranslationFormat {
  const { parse, detectStyle, serializeOver, parseLocales, rewriteLocales } = format;
  return {
    ...format,
    parse: (content, options) => {
      checkLineBudget(content);
      return parse.call(format, content, options);
    },
    detectStyle: (content) => {
      checkLineBudget(content);
      return detectStyle.call(format, content);
    },
    ...(serializeOver && {
      serializeOver: (entries, existing, options) => {
        checkLineBudget(existing);
        return serializeOver.call(format, entries, existing, options);
      },
    }),
    ...(parseLocales && {
      parseLocales: (content, options) => {
        checkLineBudget(content);
        return parseLocales.call(format, content, options);
      },
    }),
    ...(rewriteLocales && {
      rewriteLocales: (existing, byLocale, options) => {
        checkLineBudget(existing);
        return rewriteLocales.call(format, existing, byLocale, options);
      },
    }),
  };
}
