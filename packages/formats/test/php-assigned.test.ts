import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatInfoForExtension, getFormat, renderOver } from '../src/index.ts';
import { captureError } from './helpers.ts';

const php = getFormat('php');
const FLAT = { structure: 'flat' } as const;
const fixtures = path.resolve(fileURLToPath(import.meta.url), '../fixtures');
const read = (file: string) => readFileSync(path.join(fixtures, file), 'utf8');
// Roundcube's markasjunk plugin: `$labels = [];` then `$labels[…]`, and `$messages` alike; its
// Transifex-written de_DE.inc assigns the same texts without the two `= [];` lines.
const roundcubeEn = read('roundcube/plugins/markasjunk/localization/en_US.inc');
const roundcubeDe = read('roundcube/plugins/markasjunk/localization/de_DE.inc');
// Moodle's mod_attendance: GPL header, `$string['x'] = '…';`, texts over several lines, `{$a}`.
const moodle = read('moodle-attendance/lang/en/attendance.php');

describe('php files that assign each text (Moodle, Roundcube)', () => {
  it('reads every assignment as one key, whatever its array variable, and writes each file back byte for byte', () => {
    expect(formatInfoForExtension('.inc')?.name).toBe('php');
    const en = php.parse(roundcubeEn);
    expect([...en.keys()]).toEqual([
      'buttonjunk',
      'asjunk',
      'markasjunk',
      'buttonnotjunk',
      'asnotjunk',
      'markasnotjunk',
      'notjunk',
      'reportedasjunk',
      'reportedasnotjunk',
    ]);
    expect(php.parse(roundcubeDe).get('markasjunk')).toBe('als SPAM markieren');
    const strings = php.parse(moodle);
    expect(strings.size).toBe(574);
    expect(strings.get('addedrecip')).toBe('Added {$a} new recipient');
    expect(strings.get('automark_help')).toMatch(/^Allows marking to be completed automatically\.\nIf "Yes"/);
    for (const text of [roundcubeEn, roundcubeDe, moodle]) {
      expect(php.serializeOver?.(php.parse(text), text, FLAT)).toBe(text);
    }
  });

  it('rewrites only what changed: a text in its quotes, a removal with its line, a new key after the last text', () => {
    const entries = php.parse(roundcubeDe);
    entries.set('asjunk', "Als 'Spam'");
    entries.delete('notjunk');
    entries.set('markedasread', 'Als gelesen markiert');
    const out = php.serializeOver?.(entries, roundcubeDe, FLAT) as string;
    const before = roundcubeDe.split('\n');
    const after = out.split('\n');
    expect(after.filter((line) => !before.includes(line))).toEqual([
      "$labels['asjunk'] = 'Als \\'Spam\\'';",
      "$messages['markedasread'] = 'Als gelesen markiert';",
    ]);
    expect(before.filter((line) => !after.includes(line))).toEqual([
      "$labels['asjunk'] = 'Als Spam';",
      "$labels['notjunk'] = 'Kein Spam';",
    ]);
    expect(php.parse(out)).toEqual(entries);
  });

  it('writes a new locale from the source file: its header, its variables, the translated texts only', () => {
    const de = new Map([
      ['asjunk', 'Als Spam'],
      ['reportedasjunk', 'Erfolgreich als SPAM gemeldet'],
    ]);
    const out = php.serialize(de, { structure: 'flat', template: roundcubeEn });
    expect(out.slice(0, out.indexOf('$labels'))).toBe(roundcubeEn.slice(0, roundcubeEn.indexOf('$labels')));
    expect(out.slice(out.indexOf('$labels'))).toBe(
      [
        '$labels = [];',
        "$labels['asjunk'] = 'Als Spam';",
        '',
        '$messages = [];',
        "$messages['reportedasjunk'] = 'Erfolgreich als SPAM gemeldet';",
        '',
      ].join('\n'),
    );
    // A Laravel source stays a template of nothing: its new files are written anew.
    const laravel = "<?php\n\nreturn [\n    'a' => 'A',\n];\n";
    expect(php.serialize(new Map([['a', 'Ä']]), { structure: 'flat', template: laravel })).toBe(
      "<?php\n\nreturn [\n    'a' => 'Ä',\n];\n",
    );
    // A file with no text yet takes them after the statements that start its array.
    expect(renderOver(php, new Map([['x', 'X']]), 'flat', '<?php\n\n$string = [];\n')).toBe(
      "<?php\n\n$string = [];\n$string['x'] = 'X';\n",
    );
  });

  it("keeps Moodle's guard and refuses what only running the file could tell, naming the line", () => {
    const guarded = "<?php\ndefined('MOODLE_INTERNAL') || die();\n\n$string['pluginname'] = 'Attendance';\n";
    expect(php.parse(guarded)).toEqual(new Map([['pluginname', 'Attendance']]));
    expect(php.serializeOver?.(new Map([['pluginname', 'Anwesenheit']]), guarded, FLAT)).toBe(
      guarded.replace("'Attendance'", "'Anwesenheit'"),
    );
    const refused = (content: string) => captureError(() => php.parse(content)).message;
    expect(refused("<?php\n$string['a'] = 'A' . $CFG->wwwroot;\n")).toMatch(/line 2: a concatenation/);
    expect(refused("<?php\n$string['a']['b'] = 'A';\n")).toMatch(/line 2: a text under two keys/);
    expect(refused("<?php\n$string = ['a' => 'A'];\n")).toMatch(/line 2: "\$string = \[" with texts in it/);
    expect(refused('<?php\n$string[\'a\'] = "Hi $name";\n')).toMatch(/line 2:/);
    expect(refused("<?php\n$string['a'] = 'A';\nrequire 'x.php';\n")).toMatch(/line 3: expected/);
  });
});
