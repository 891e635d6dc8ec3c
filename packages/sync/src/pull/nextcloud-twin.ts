// Nextcloud keeps each locale of an app twice, `l10n/de.json` and `l10n/de.js`: its translation tool
// (nextcloud/docker-ci translations/translationtool, createNextcloudFiles) writes both from the same
// lines, the JSON as `{ "translations": {` … `},"pluralForm" :"…"` and the script, which the browser
// loads, as `OC.L10N.register(` "app", `{` … `},` "…"`);`. A pull that rewrites the JSON rewrites its
// twin from it, so the two never disagree.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { quotedEnd } from '@locale-sync/formats/core';
import { readInside } from '../repository/paths.ts';

// The frames are found with `quotedEnd` and string searches, not one regular expression: V8 matches
// a quoted string of millions of characters (`"(?:[^"\\]|\\.)*"`) with one backtracking entry per
// character and throws "Maximum call stack size exceeded".
const JSON_OPEN = '{ "translations": {\n    ';
const JSON_PLURAL = '\n},"pluralForm" :';
const JSON_CLOSE = '\n}';
const JS_OPEN = 'OC.L10N.register(\n    ';

/** The path of the twin script of a Nextcloud `l10n/<locale>.json`, or undefined for any other file. */
export function twinPathOf(file: string): string | undefined {
  return /(^|\/)l10n\/[^/]+\.json$/.test(file) ? file.replace(/\.json$/, '.js') : undefined;
}

/** The app name of a twin script as written (with its quotes): `"notes"`, or undefined if it is none. */
export function appOfScript(script: string): string | undefined {
  if (!script.startsWith(JS_OPEN) || script[JS_OPEN.length] !== '"') return undefined;
  const end = quotedEnd(script, JS_OPEN.length);
  return end !== -1 && script.startsWith(',\n', end) ? script.slice(JS_OPEN.length, end) : undefined;
}

/**
 * The translations (between the frame's first and last lines) and the quoted plural form of a JSON
 * file in the translation tool's frame, or undefined.
 */
function jsonFrame(json: string): { body: string; pluralForm: string } | undefined {
  if (!json.startsWith(JSON_OPEN) || !json.endsWith(JSON_CLOSE)) return undefined;
  const close = json.length - JSON_CLOSE.length;
  // The last `pluralForm` whose string ends the file, as a greedy `([\s\S]*)` would find it.
  for (let at = json.lastIndexOf(JSON_PLURAL); at >= JSON_OPEN.length; ) {
    const quote = at + JSON_PLURAL.length;
    if (json[quote] === '"' && quotedEnd(json, quote) === close) {
      return { body: json.slice(JSON_OPEN.length, at), pluralForm: json.slice(quote, close) };
    }
    at = at === 0 ? -1 : json.lastIndexOf(JSON_PLURAL, at - 1);
  }
  return undefined;
}

/**
 * The script the translation tool writes beside `json` for the app `app` (quoted as in the script):
 * its lines byte for byte. Undefined when `json` is not in the tool's shape (edited by hand), since
 * then no script follows from it.
 */
export function nextcloudScript(json: string, app: string): string | undefined {
  const frame = jsonFrame(json);
  if (!frame) return undefined;
  return `OC.L10N.register(\n    ${app},\n    {\n    ${frame.body}\n},\n${frame.pluralForm});\n`;
}

/**
 * The app name the twin scripts of the folder of `file` are registered under, read from the twin of
 * `file` when it exists (`existing`), else from a sibling script: undefined when the folder has no
 * Nextcloud script, and then there is no twin to write.
 */
export async function twinApp(
  rootReal: string,
  file: string,
  existing: string | undefined,
): Promise<string | undefined> {
  if (existing !== undefined) return appOfScript(existing);
  const folder = path.posix.dirname(file);
  let names: string[];
  try {
    names = (await readdir(path.join(rootReal, folder))).filter((n) => n.endsWith('.js')).sort();
  } catch {
    return undefined;
  }
  for (const name of names.slice(0, 3)) {
    try {
      const text = (await readInside(rootReal, `${folder}/${name}`)).toString('utf8');
      const app = appOfScript(text);
      if (app !== undefined) return app;
    } catch {
      // An unreadable sibling says nothing about the folder: the next one may.
    }
  }
  return undefined;
}
