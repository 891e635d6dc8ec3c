// A new locale's Apple .strings, Java .properties and Flutter ARB file is its source file with the
// pulled texts written over it, as Crowdin and Weblate write one: the header comment stays, each
// kept text keeps its comment (or its ARB `@key` block), untranslated texts go with theirs.
import { describe, expect, it } from 'vitest';
import { getFormat, loadFormats, renderOver } from '../src/index.ts';

await loadFormats(['strings', 'properties', 'arb']);

/** A new file for `locale` written by a pull from the source file `template`. */
function created(
  format: string,
  template: string,
  entries: Map<string, string>,
  locale: string,
  path: string,
) {
  return renderOver(getFormat(format), entries, 'flat', undefined, { locale, path, template });
}

describe('a new .strings file takes the source file shape', () => {
  // Shaped as Xcode writes Localizable.strings: a file header, a comment per string.
  const source = [
    '/*',
    '  Localizable.strings',
    '  Copyright © 2024 The App authors. All rights reserved.',
    '*/',
    '',
    '/* Title of the home screen */',
    '"home.title" = "Home";',
    '',
    '/* A button that saves the form */',
    '"save" = "Save";',
    '',
    '/* Shown while loading */',
    '"loading" = "Loading…";',
    '',
  ].join('\n');

  it('keeps the header and the comments of the strings written, not those of untranslated ones', () => {
    const text = created(
      'strings',
      source,
      new Map([
        ['home.title', 'Startseite'],
        ['loading', 'Wird geladen…'],
        ['new.key', 'Neu'],
      ]),
      'de',
      'de.lproj/Localizable.strings',
    );
    expect(text).toBe(
      [
        '/*',
        '  Localizable.strings',
        '  Copyright © 2024 The App authors. All rights reserved.',
        '*/',
        '',
        '/* Title of the home screen */',
        '"home.title" = "Startseite";',
        '',
        '/* Shown while loading */',
        '"loading" = "Wird geladen…";',
        '"new.key" = "Neu";',
        '',
      ].join('\n'),
    );
  });
});

describe('a new .properties bundle takes the source bundle shape', () => {
  // The header of Apache JMeter's messages.properties (the ASF licence), then commented properties.
  const source = [
    '#   Licensed to the Apache Software Foundation (ASF) under one or more',
    '#   contributor license agreements.  See the NOTICE file distributed with',
    '#   this work for additional information regarding copyright ownership.',
    '',
    '# Warning: JMeterUtils.getResString() replaces space with _',
    'about=About Apache JMeter',
    '# The button to add an element',
    'add=Add',
    'add_as_child=Add as Child',
    '',
  ].join('\n');

  it('keeps the header block and the comments of the properties written', () => {
    const text = created(
      'properties',
      source,
      new Map([
        ['add_as_child', 'Als Kind hinzufügen'],
        ['about', 'Über Apache JMeter'],
      ]),
      'de',
      'messages_de.properties',
    );
    expect(text).toBe(
      [
        '#   Licensed to the Apache Software Foundation (ASF) under one or more',
        '#   contributor license agreements.  See the NOTICE file distributed with',
        '#   this work for additional information regarding copyright ownership.',
        '',
        '# Warning: JMeterUtils.getResString() replaces space with _',
        'about=Über Apache JMeter',
        'add_as_child=Als Kind hinzufügen',
        '',
      ].join('\n'),
    );
  });

  it('keeps the source bundle\u2019s \\uXXXX escaping', () => {
    const escaped = '# Messages\ncafe=Caf\\u00E9\n';
    expect(created('properties', escaped, new Map([['cafe', 'Café crème']]), 'fr', 'm_fr.properties')).toBe(
      '# Messages\ncafe=Caf\\u00E9 cr\\u00E8me\n',
    );
  });
});

describe('a new ARB file takes the source file shape', () => {
  // Shaped as FluffyChat's intl_en.arb: globals, then each message with its @key block.
  const source = [
    '{',
    '  "@@locale": "en",',
    '  "@@last_modified": "2020-09-23T11:45:42.519831",',
    '  "about": "About",',
    '  "@about": {',
    '    "type": "text",',
    '    "placeholders": {}',
    '  },',
    '  "acceptedTheInvitation": "{username} accepted the invitation",',
    '  "@acceptedTheInvitation": {',
    '    "type": "text",',
    '    "placeholders": {',
    '      "username": {}',
    '    }',
    '  },',
    '  "account": "Account"',
    '}',
    '',
  ].join('\n');

  it('sets @@locale, keeps the @key blocks of the messages written and leaves @@last_modified out', () => {
    const text = created(
      'arb',
      source,
      new Map([
        ['acceptedTheInvitation', '{username} invitationem accepit'],
        ['account', 'Ratio'],
      ]),
      'la',
      'lib/l10n/intl_la.arb',
    );
    expect(text).toBe(
      [
        '{',
        '  "@@locale": "la",',
        '  "acceptedTheInvitation": "{username} invitationem accepit",',
        '  "@acceptedTheInvitation": {',
        '    "type": "text",',
        '    "placeholders": {',
        '      "username": {}',
        '    }',
        '  },',
        '  "account": "Ratio"',
        '}',
        '',
      ].join('\n'),
    );
  });
});
