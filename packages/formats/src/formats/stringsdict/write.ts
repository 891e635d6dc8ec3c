import type { Entries } from '../../model.ts';
import { escapeXmlText } from '../../shared/xml.ts';
import {
  CATEGORIES,
  FORMAT_KEY,
  GROUP_FORM,
  PLURAL_RULE,
  SPEC_TYPE,
  VALUE_TYPE,
  VARIABLE_FORM,
} from './model.ts';

/** The variable a new plural group is given (`%#@COUNT@`), as Element X and Localazy name it. */
export const NEW_VARIABLE = 'COUNT';

/** One entry to write: its format key text (absent for a plural group) and its variables' forms. */
export interface NewEntry {
  name: string;
  format?: string;
  /** Variable → category → text; for a plural group, the one variable `NEW_VARIABLE`. */
  variables: Map<string, Map<string, string>>;
  group: boolean;
}

/** Groups keys into entries, in the order of each entry's first key. */
export function groupEntries(entries: Entries): NewEntry[] {
  const found = new Map<string, NewEntry>();
  const entryOf = (name: string): NewEntry => {
    let entry = found.get(name);
    if (!entry) {
      entry = { name, variables: new Map(), group: false };
      found.set(name, entry);
    }
    return entry;
  };
  const formsOf = (entry: NewEntry, variable: string): Map<string, string> => {
    let forms = entry.variables.get(variable);
    if (!forms) {
      forms = new Map();
      entry.variables.set(variable, forms);
    }
    return forms;
  };
  for (const [key, value] of entries) {
    const variable = VARIABLE_FORM.exec(key);
    if (variable) {
      formsOf(entryOf(variable[1] as string), variable[2] as string).set(variable[3] as string, value);
      continue;
    }
    const group = GROUP_FORM.exec(key);
    if (group) {
      const entry = entryOf(group[1] as string);
      entry.group = true;
      formsOf(entry, NEW_VARIABLE).set(group[2] as string, value);
      continue;
    }
    entryOf(key).format = value;
  }
  return [...found.values()];
}

/** The value type of a new variable: the first integer conversion of its texts (`%lld` → `lld`), else `d`. */
export function valueType(forms: Map<string, string>): string {
  for (const text of forms.values()) {
    const match = /%(?:\d+\$)?[-+0# ]*(?:[1-9]\d*)?(?:\.\d+)?((?:hh|h|ll|l|q|z|t|j)?[diouxX])/.exec(text);
    if (match) return match[1] as string;
  }
  return 'd';
}

/** The `<key>`/`<string>` pairs of one variable's dictionary, at `indent`. */
export function renderVariable(forms: Map<string, string>, indent: string): string[] {
  const lines = [
    `${indent}<key>${SPEC_TYPE}</key>`,
    `${indent}<string>${PLURAL_RULE}</string>`,
    `${indent}<key>${VALUE_TYPE}</key>`,
    `${indent}<string>${valueType(forms)}</string>`,
  ];
  for (const category of CATEGORIES) {
    const text = forms.get(category);
    if (text !== undefined)
      lines.push(`${indent}<key>${category}</key>`, `${indent}<string>${escapeXmlText(text)}</string>`);
  }
  return lines;
}

/** One entry as Xcode lays it out: `<key>` and `<dict>` at `indent`, one tab deeper inside. */
export function renderEntry(entry: NewEntry, indent: string, step = '\t'): string {
  const inner = `${indent}${step}`;
  const format = entry.group ? `%#@${NEW_VARIABLE}@` : (entry.format ?? '');
  const lines = [
    `${indent}<key>${escapeXmlText(entry.name)}</key>`,
    `${indent}<dict>`,
    `${inner}<key>${FORMAT_KEY}</key>`,
    `${inner}<string>${escapeXmlText(format)}</string>`,
  ];
  for (const [variable, forms] of entry.variables) {
    lines.push(`${inner}<key>${escapeXmlText(variable)}</key>`, `${inner}<dict>`);
    lines.push(...renderVariable(forms, `${inner}${step}`), `${inner}</dict>`);
  }
  lines.push(`${indent}</dict>`);
  return lines.join('\n');
}

/**
 * Writes a new `.stringsdict` as Xcode does: the plist header, tabs (or `indent` a level, the spacing
 * of the repository's other files), plural forms in CLDR order.
 */
export function serializeStringsdict(entries: Entries, indent = '\t'): string {
  const body = groupEntries(entries).map((entry) => `${renderEntry(entry, indent, indent)}\n`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n',
    '<plist version="1.0">\n<dict>\n',
    ...body,
    '</dict>\n</plist>\n',
  ].join('');
}
