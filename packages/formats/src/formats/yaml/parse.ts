// The YAML parse both YAML readers start from (Rails YAML, go-i18n's YAML): YAML 1.1 as Psych and
// go-yaml read it, duplicate keys left to the reader, and the parser's errors as FormatErrors.
import { type Document, LineCounter, parseDocument } from 'yaml';
import { FormatError } from '../../errors.ts';
import { LIMITS } from '../../limits.ts';
import { VERSION } from './model.ts';

/** The FormatError for nesting deeper than LIMITS.maxDepth, at `line` when known. */
export function depthError(line: number | undefined): FormatError {
  return new FormatError(
    `the file nests mappings and lists deeper than ${LIMITS.maxDepth} levels (LIMITS.maxDepth); translation files need a few levels`,
    line === undefined ? {} : { line },
  );
}

/**
 * Parses YAML text into a document and the line of each offset. Throws a FormatError at the first
 * syntax error, and depthError where the parser runs out of stack on very deep nesting.
 */
export function parseYamlDocument(text: string): { doc: Document; lineOf: (offset: number) => number } {
  const lineCounter = new LineCounter();
  let doc: Document;
  try {
    // Duplicate keys are each reader's business (the last one counts, as in Psych and go-yaml); the
    // yaml package's own check compares every pair with every other one.
    doc = parseDocument(text, { version: VERSION, lineCounter, uniqueKeys: false });
  } catch (error) {
    if (error instanceof RangeError) throw depthError(undefined);
    throw error;
  }
  const lineOf = (offset: number): number => lineCounter.linePos(offset).line;
  const error = doc.errors[0];
  // The yaml package turns its own stack overflow on very deep nesting into a parse error.
  if (error && /call stack/i.test(error.message)) throw depthError(error.linePos?.[0].line);
  if (error) {
    const line = error.linePos?.[0].line;
    const column = error.linePos?.[0].col;
    const message = error.message.split('\n')[0] ?? error.message;
    throw new FormatError(`invalid YAML: ${message}`, { line, column });
  }
  return { doc, lineOf };
}
