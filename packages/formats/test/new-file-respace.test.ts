import { describe, expect, it } from 'vitest';
import { getFormat, loadFormats, renderOver } from '../src/index.ts';

await loadFormats(['php', 'android', 'qt']);

// A new file written over its source takes the spacing and spelling the repository's translations
// share (the pull passes them as `newFileStyle`), as long as no text changes by it.
describe("renderOver: a new file written over its source, in its siblings' style", () => {
  it("re-indents the source's four spaces as tabs and spells its arrays `array(`", () => {
    const source = "<?php\n\nreturn [\n    'auth' => [\n        'title' => 'Authentication',\n    ],\n];\n";
    expect(
      renderOver(getFormat('php'), new Map([['auth.title', 'Authentifizierung']]), 'flat', undefined, {
        template: source,
        newFileStyle: { indent: '\t', trailingNewline: false, syntax: 'array()' },
      }),
    ).toBe("<?php\n\nreturn array(\n\t'auth' => array(\n\t\t'title' => 'Authentifizierung',\n\t),\n);");
  });

  it('keeps the source as it is where re-indenting would change a text spanning lines', () => {
    // The second line of 'intro' is text: re-indenting it would change what the application shows.
    const source = "<?php\n\nreturn [\n    'intro' => 'One\n    two',\n    'title' => 'Title',\n];\n";
    expect(
      renderOver(getFormat('php'), new Map([['title', 'Titel']]), 'flat', undefined, {
        template: source,
        newFileStyle: { indent: '\t' },
      }),
    ).toBe("<?php\n\nreturn [\n    'title' => 'Titel',\n];\n");
  });

  it('writes a PHP file with no source to follow in the spelling asked for', () => {
    expect(
      getFormat('php').serialize(new Map([['a.b', 'B']]), {
        structure: 'flat',
        style: { indent: '\t', syntax: 'array()' },
      }),
    ).toBe("<?php\n\nreturn array(\n\t'a' => array(\n\t\t'b' => 'B',\n\t),\n);\n");
  });

  it('reads the indentation of XML files from their first indented element, past a licence comment', () => {
    const android = getFormat('android');
    expect(
      android.detectStyle(
        '<?xml version="1.0" encoding="utf-8"?>\n<!--\n     Copyright (C) 2026\n-->\n<resources>\n\t<string name="a">A</string>\n</resources>\n',
      ).indent,
    ).toBe('\t');
    // lupdate leaves <context> at the margin; its <name> shows the step.
    expect(
      getFormat('qt').detectStyle(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="de">\n<context>\n  <name>Main</name>\n</context>\n</TS>\n',
      ).indent,
    ).toBe('  ');
  });

  it('says which array spelling a PHP file uses', () => {
    const php = getFormat('php');
    expect(php.detectStyle("<?php\nreturn array(\n\t'a' => 'A',\n);\n").syntax).toBe('array()');
    expect(php.detectStyle("<?php\nreturn ['a' => 'A'];\n").syntax).toBe('[]');
    expect(php.detectStyle("<?php\n$string['a'] = 'A';\n").syntax).toBeUndefined();
  });
});
