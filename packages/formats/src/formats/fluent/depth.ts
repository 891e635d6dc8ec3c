import { FormatError } from '../../errors.ts';
import { LIMITS } from '../../limits.ts';

/**
 * Refuses placeables nested deeper than LIMITS.maxDepth, before @fluent/syntax reads the file: its
 * parser recurses once per `{`, so a few thousand of them end in V8's "Maximum call stack size
 * exceeded" instead of an error naming the line. Braces inside a placeable's string literals
 * (`{ "{" }`) are text, not placeables.
 */
export function checkFluentDepth(content: string): void {
  let depth = 0;
  let line = 1;
  let inString = false;
  for (let i = 0; i < content.length; i++) {
    const c = content[i];
    if (c === '\n') {
      line++;
      inString = false; // a string literal cannot span lines
    } else if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"' && depth > 0) {
      inString = true;
    } else if (c === '{') {
      depth++;
      if (depth > LIMITS.maxDepth) {
        throw new FormatError(
          `line ${line}: placeables nest deeper than ${LIMITS.maxDepth} levels (LIMITS.maxDepth); translation files need a few levels at most`,
          { line },
        );
      }
    } else if (c === '}' && depth > 0) {
      depth--;
    }
  }
}

/** Whether `content`'s placeables nest no deeper than LIMITS.maxDepth. */
export function withinFluentDepth(content: string): boolean {
  try {
    checkFluentDepth(content);
    return true;
  } catch {
    return false;
  }
}
