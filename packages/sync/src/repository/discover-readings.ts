// Every way a locale code can be read out of one path: a folder per locale, `.lproj`, `values-de`,
// gettext's LC_MESSAGES, or the file name (`de.json`, `messages.de.xlf`, `Bundle_de.properties`,
// WordPress's `wp-statistics-de_DE.po`).
import path from 'node:path';
import { holdsEveryLocale, readableFormat, unreadFormat } from './discover-formats.ts';
import type { ServiceCode } from './discover-lang-map.ts';
import {
  type CodePlace,
  isRead,
  type ReadCode,
  readAndroidQualifier,
  readLprojName,
  readCode as readPathCode,
  type UnreadCode,
} from './discover-locale.ts';
import type { Kind, Reading } from './discover-model.ts';

export { isRead };

const KODI_LANGUAGE = 'resource.language.';

/**
 * Every way a locale code can be read out of `file`; `service` is the code its translation service's
 * configuration reads in its path (Crowdin's `kab-KAB`), for a code that reads as no locale otherwise.
 */
export function readingsOf(file: string, service?: ServiceCode): Reading[] {
  const orService = (code: string, read: ReadCode | UnreadCode | undefined) =>
    !isRead(read) && service?.code === code ? service.read : read;
  const readCode = (code: string, place?: CodePlace) => orService(code, readPathCode(code, place));
  const segments = file.split('/');
  const name = segments[segments.length - 1] as string;
  const ext = path.posix.extname(name).toLowerCase();
  const readable = readableFormat(ext);
  // A file holding every locale names none in its path: it is a layout of its own.
  if (holdsEveryLocale(ext)) return [];
  if (readable === undefined && unreadFormat(ext) === undefined) return [];
  // Laravel's Blade views are templates, never language files: Pixelfed's
  // `resources/views/emails/admin/new_report.blade.php` is no Newari (`new`) with a variant.
  if (name.toLowerCase().endsWith('.blade.php')) return [];
  const readings: Reading[] = [];
  const at = (index: number, before: string, after: string) =>
    [...segments.slice(0, index), `${before}\0${after}`, ...segments.slice(index + 1)].join('/');
  const folders = segments.length - 1;
  for (let i = 0; i < folders; i++) {
    const segment = segments[i] as string;
    if (segment.endsWith('.lproj')) {
      const code = segment.slice(0, -'.lproj'.length);
      const read = orService(code, readLprojName(code));
      if (isRead(read))
        readings.push({ kind: 'lproj', template: at(i, '', '.lproj'), code, read, path: file });
      continue;
    }
    if (segment.startsWith('values-') && i === folders - 1 && readable === 'android') {
      const code = segment.slice('values-'.length);
      const read = orService(code, readAndroidQualifier(code));
      if (isRead(read))
        readings.push({ kind: 'android', template: at(i, 'values-', ''), code, read, path: file });
      continue;
    }
    // moko-resources' folders are named by Android's qualifiers without `values-` (`zh-rCN/`), its
    // default resources in `base/`: `src/commonMain/moko-resources/de/strings.xml` (`resources/MR/`
    // before moko-resources 0.24).
    if (i === folders - 1 && readable === 'android' && isMokoFolder(segments.slice(0, i))) {
      const read = orService(segment, readAndroidQualifier(segment));
      if (isRead(read))
        readings.push({ kind: 'android', template: at(i, '', ''), code: segment, read, path: file });
      continue;
    }
    // Kodi's language folders, named as Kodi names a language add-on: `resource.language.` and the
    // locale in lower case (`resources/language/resource.language.pt_br/strings.po`).
    if (segment.startsWith(KODI_LANGUAGE)) {
      const code = segment.slice(KODI_LANGUAGE.length);
      const read = readCode(code);
      if (isRead(read))
        readings.push({ kind: 'folder', template: at(i, KODI_LANGUAGE, ''), code, read, path: file });
      continue;
    }
    // An XML file is an Android resource file only in a `values-` folder: Joomla's
    // `language/de-DE/langmetadata.xml` is no translation of `language/en-GB/langmetadata.xml`.
    if (readable === 'android') continue;
    const kind: Kind = segments[i + 1] === 'LC_MESSAGES' ? 'gettext' : 'folder';
    const read = readCode(segment, kind === 'gettext' ? 'gettext' : 'any');
    if (isRead(read)) {
      readings.push({ kind, template: at(i, '', ''), code: segment, read, path: file });
    }
  }
  // XML is read as Android resources only inside their folders.
  if (readable === 'android') return readings;
  const stem = name.slice(0, name.length - ext.length);
  const last = folders;
  const stemRead = readCode(stem);
  if (isRead(stemRead))
    readings.push({
      kind: 'stem',
      template: at(last, '', ext),
      code: stem,
      read: stemRead,
      path: file,
    });
  // `<locale>.<name>`: Meteor's tap-i18n `en.i18n.json`, which Rocket.Chat keeps as
  // `packages/i18n/src/locales/<locale>.i18n.json`.
  const firstDot = stem.indexOf('.');
  if (firstDot > 0) {
    const code = stem.slice(0, firstDot);
    const read = readCode(code);
    if (isRead(read))
      readings.push({
        kind: 'stem',
        template: at(last, '', stem.slice(firstDot) + ext),
        code,
        read,
        path: file,
      });
  }
  const dot = stem.lastIndexOf('.');
  if (dot > 0) {
    const code = stem.slice(dot + 1);
    const read = readCode(code);
    if (isRead(read))
      readings.push({
        kind: 'dotted',
        template: at(last, stem.slice(0, dot + 1), ext),
        code,
        read,
        path: file,
      });
  }
  // `Bundle_pt_BR`: the longest tail after a "_" that is a code.
  const underscored = longestCodeTail(stem, '_', readCode);
  if (underscored !== undefined)
    readings.push({
      kind: 'underscored',
      template: at(last, underscored.name, ext),
      ...underscored.tail,
      path: file,
    });
  // The longest tail after a "-" that is a code: WordPress's `<domain>-<locale>.po`
  // (`wp-statistics-pt_BR.po`), Syncthing's `lang-pt-BR.json` (its Weblate file mask `lang-*.json`),
  // as `_` reads Java's `Bundle_pt_BR`. A name that is a code as a whole (`pt-br.json`) also reads
  // as a file `pt-` of Breton: a group with no source beside, so no layout.
  const hyphenated = longestCodeTail(stem, '-', readCode);
  if (hyphenated !== undefined)
    readings.push({
      kind: 'hyphenated',
      template: at(last, hyphenated.name, ext),
      ...hyphenated.tail,
      path: file,
    });
  return readings;
}

/** Whether `parents` ends in moko-resources' source folder: `moko-resources/`, or `resources/MR/`. */
export function isMokoFolder(parents: readonly string[]): boolean {
  const last = parents[parents.length - 1];
  return last === 'moko-resources' || (last === 'MR' && parents[parents.length - 2] === 'resources');
}

/**
 * The longest tail of `stem` after `separator` that reads as a locale code (`Bundle_pt_BR` → `pt_BR`),
 * with the name before it, separator included (`Bundle_`).
 */
function longestCodeTail(
  stem: string,
  separator: string,
  readCode: (code: string) => ReadCode | UnreadCode | undefined,
): { name: string; tail: { code: string; read: ReadCode } } | undefined {
  for (let i = stem.indexOf(separator); i > 0; i = stem.indexOf(separator, i + 1)) {
    const code = stem.slice(i + 1);
    const read = readCode(code);
    if (isRead(read)) return { name: stem.slice(0, i + 1), tail: { code, read } };
  }
  return undefined;
}
