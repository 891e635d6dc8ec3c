import type {
  MessageFormatElement,
  TYPE as ParserType,
  PluralElement,
  SelectElement,
} from '@formatjs/icu-messageformat-parser';

/**
 * The ICU parser's element types the checks compare with, as constants: importing the parser's own
 * `TYPE` enum and type guards would load the parser into every run that checks a file, while only
 * `parseIcu` needs it. The values are the parser's (packages/formats/test/icu-elements.test.ts compares them).
 */
export const TYPE = {
  literal: 0 as ParserType.literal,
  argument: 1 as ParserType.argument,
  select: 5 as ParserType.select,
  plural: 6 as ParserType.plural,
  pound: 7 as ParserType.pound,
  tag: 8 as ParserType.tag,
} as const;

/** The parser's `isPluralElement`. */
export function isPluralElement(element: MessageFormatElement): element is PluralElement {
  return element.type === TYPE.plural;
}

/** The parser's `isSelectElement`. */
export function isSelectElement(element: MessageFormatElement): element is SelectElement {
  return element.type === TYPE.select;
}
