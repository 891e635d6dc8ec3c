import * as parser from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { isPluralElement, isSelectElement, TYPE } from '../src/checks/icu-elements.ts';

describe('the checks’ copy of the ICU parser’s element types', () => {
  it('has the parser’s values', () => {
    for (const [name, value] of Object.entries(TYPE)) {
      expect(value).toBe(parser.TYPE[name as keyof typeof parser.TYPE]);
    }
  });

  it('tells plural and select elements apart as the parser’s guards do', () => {
    const elements = parser.parse(
      '{n, plural, one {#} other {# {g, select, a {x} other {y}}}} <b>{name}</b>',
      {
        ignoreTag: true,
      },
    );
    const walk = (list: parser.MessageFormatElement[]): parser.MessageFormatElement[] =>
      list.flatMap((element) => [
        element,
        ...(parser.isPluralElement(element) || parser.isSelectElement(element)
          ? Object.values(element.options).flatMap((option) => walk(option.value))
          : []),
      ]);
    const all = walk(elements);
    expect(all.some(isPluralElement)).toBe(true);
    expect(all.some(isSelectElement)).toBe(true);
    for (const element of all) {
      expect(isPluralElement(element)).toBe(parser.isPluralElement(element));
      expect(isSelectElement(element)).toBe(parser.isSelectElement(element));
    }
  });
});
