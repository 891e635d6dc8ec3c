import { describe, expect, it } from 'vitest';
import { getFormat, renderOver } from '../src/index.ts';
import { captureError } from './helpers.ts';

const ini = getFormat('ini');

// Joomla 3 (a Joomla 2.5 site, Crashkurs/Joomla): language/en-GB/en-GB.mod_login.ini, its first lines
// and a value with Joomla 3's "_QQ_" for a quote, byte for byte.
const joomla3 = [
  '; Joomla! Project',
  '; Copyright (C) 2005 - 2012 Open Source Matters. All rights reserved.',
  '; License GNU General Public License version 2 or later; see LICENSE.txt, see LICENSE.php',
  '; Note : All ini files need to be saved as UTF-8 - No BOM',
  '',
  'MOD_LOGIN="Login"',
  'MOD_LOGIN_FIELD_GREETING_DESC="Show/Hide the simple greeting text"',
  'MOD_LOGIN_FIELD_LOGIN_REDIRECTURL_DESC="Select the page the user will be redirected to after a successful login. Select from all the pages listed in the dropdown menu. Choosing "_QQ_"Default"_QQ_" will return to the same page."',
  'MOD_LOGIN_HINAME="Hi %s,"',
  '',
].join('\n');

// Joomla 5 (joomlagerman/joomla): language/de-DE/lib_joomla.ini, its head and a value with \" inside;
// "&#160;" holds a ";" that go-ini would read as the start of a comment.
const joomla5 = [
  '; Joomla! German Translation',
  '; (C) 2010 Open Source Matters, Inc. <https://www.joomla.org>',
  '; (C) Translation 2008 - 2024 J!German <https://www.jgerman.de>',
  '; License GNU General Public License version 2 or later; see LICENSE.txt',
  '; Note : All ini files need to be saved as UTF-8',
  '',
  '; Common boolean values',
  '; Note: YES, NO, TRUE, FALSE are reserved words in INI format.',
  '; Double quotes in the values have to be formatted as \\"',
  '',
  '; Keep this string on top',
  'JERROR_PARSING_LANGUAGE_FILE="&#160;: Fehler in Zeile(n) %s"',
  '',
  'JLIB_APPLICATION_ERROR_ACCESS_FORBIDDEN="Zugriff verboten."',
  'JLIB_INSTALLER_ERROR_DEPRECATED_FORMAT="Das gewählte Installationsformat (client=\\"both\\") ist veraltet, in Zukunft bitte einen Paket-Installer verwenden."',
  '',
].join('\n');

// OBS Studio: frontend/data/locale/de-DE.ini, lines 1-3 and 113 (libobs's text-lookup.c reads it).
const obs = [
  'Language="Deutsch"',
  'Apply="Übernehmen"',
  'Cancel="Abbrechen"',
  'PluginsFailedToLoad.Text="Folgende OBS-Plugins konnten nicht geladen werden:\\n\\n%1\\nAktualisieren oder entfernen Sie diese."',
  '',
].join('\n');

describe('ini with every value in double quotes (Joomla, OBS Studio)', () => {
  it('reads each value as its quotes hold it, with \\" and "_QQ_" as a quote and nothing cut at ";"', () => {
    const three = ini.parse(joomla3);
    expect(three.get('MOD_LOGIN')).toBe('Login');
    expect(three.get('MOD_LOGIN_FIELD_LOGIN_REDIRECTURL_DESC')).toBe(
      'Select the page the user will be redirected to after a successful login. Select from all the pages listed in the dropdown menu. Choosing "Default" will return to the same page.',
    );
    const five = ini.parse(joomla5);
    expect(five.get('JERROR_PARSING_LANGUAGE_FILE')).toBe('&#160;: Fehler in Zeile(n) %s');
    expect(five.get('JLIB_INSTALLER_ERROR_DEPRECATED_FORMAT')).toBe(
      'Das gewählte Installationsformat (client="both") ist veraltet, in Zukunft bitte einen Paket-Installer verwenden.',
    );
    // OBS reads \n as a line break; it is kept as the two characters it is in the file.
    expect([...ini.parse(obs).keys()]).toEqual(['Language', 'Apply', 'Cancel', 'PluginsFailedToLoad.Text']);
    expect(ini.parse(obs).get('PluginsFailedToLoad.Text')).toContain('werden:\\n\\n%1');
  });

  it('writes the file back byte for byte, and changed or new values quoted as the file quotes them', () => {
    for (const file of [joomla3, joomla5, obs]) {
      expect(renderOver(ini, ini.parse(file), 'flat', file)).toBe(file);
    }
    const three = ini.parse(joomla3);
    three.set('MOD_LOGIN_HINAME', 'Hallo "%s",');
    three.set('MOD_LOGIN_NEW', 'Neu; "jetzt"');
    const written = renderOver(ini, three, 'flat', joomla3);
    expect(written).toBe(
      joomla3.replace('MOD_LOGIN_HINAME="Hi %s,"', 'MOD_LOGIN_HINAME="Hallo "_QQ_"%s"_QQ_","') +
        'MOD_LOGIN_NEW="Neu; "_QQ_"jetzt"_QQ_""\n',
    );
    expect(ini.parse(written)).toEqual(three);
    const five = ini.parse(joomla5);
    five.set('JLIB_APPLICATION_ERROR_ACCESS_FORBIDDEN', 'Zugriff "verboten"; sorry');
    const five2 = renderOver(ini, five, 'flat', joomla5);
    expect(five2).toBe(
      joomla5.replace(
        'JLIB_APPLICATION_ERROR_ACCESS_FORBIDDEN="Zugriff verboten."',
        'JLIB_APPLICATION_ERROR_ACCESS_FORBIDDEN="Zugriff \\"verboten\\"; sorry"',
      ),
    );
    expect(ini.parse(five2)).toEqual(five);
    // A new dotted OBS name joins the file as one name, not as a [section].
    const o = ini.parse(obs);
    o.set('Auth.AuthFailure.Text', 'Authentifizierung mit %1 fehlgeschlagen');
    expect(renderOver(ini, o, 'flat', obs)).toBe(
      `${obs}Auth.AuthFailure.Text="Authentifizierung mit %1 fehlgeschlagen"\n`,
    );
  });

  it('writes a new file in the shape of its source file', () => {
    const de = new Map([
      ['MOD_LOGIN', 'Anmeldung'],
      ['MOD_LOGIN_HINAME', 'Hallo %s,'],
    ]);
    expect(ini.serialize(de, { structure: 'flat', template: joomla3 })).toBe(
      [
        '; Joomla! Project',
        '; Copyright (C) 2005 - 2012 Open Source Matters. All rights reserved.',
        '; License GNU General Public License version 2 or later; see LICENSE.txt, see LICENSE.php',
        '; Note : All ini files need to be saved as UTF-8 - No BOM',
        '',
        'MOD_LOGIN="Anmeldung"',
        'MOD_LOGIN_HINAME="Hallo %s,"',
        '',
      ].join('\n'),
    );
  });

  it('refuses a text a quoted value cannot hold, naming the key', () => {
    const five = ini.parse(joomla5);
    five.set('JLIB_APPLICATION_ERROR_ACCESS_FORBIDDEN', 'zwei\nZeilen');
    expect(captureError(() => renderOver(ini, five, 'flat', joomla5)).message).toMatch(
      /"JLIB_APPLICATION_ERROR_ACCESS_FORBIDDEN" holds a line break/,
    );
    five.set('JLIB_APPLICATION_ERROR_ACCESS_FORBIDDEN', 'C:\\');
    expect(captureError(() => renderOver(ini, five, 'flat', joomla5)).message).toMatch(/ends in "\\"/);
  });

  it('reads a file with some values unquoted as go-ini does', () => {
    const mixed = 'a = "x; y"\nb = plain\n';
    expect([...ini.parse(mixed)]).toEqual([
      ['a', '"x'],
      ['b', 'plain'],
    ]);
  });
});
