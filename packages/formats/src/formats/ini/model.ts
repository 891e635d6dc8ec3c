/**
 * One key of an INI file as written: `leading` is the comments, blank lines and section headers above
 * it, `prefix` its key and separator (`name = `), `raw` all of its lines. The key is
 * `section.name` (`name` alone before the first section, go-ini's DEFAULT section).
 */
export interface IniEntry {
  key: string;
  section: string;
  value: string;
  leading: string;
  prefix: string;
  raw: string;
  /** 1-based line where the entry starts. */
  line: number;
  /** False for an earlier definition of a key defined again later (go-ini reads the last). */
  effective: boolean;
}

/** An INI file as its entries, what follows the last one, its sections and its line break. */
export interface IniFile {
  entries: IniEntry[];
  trailing: string;
  /** Section names in file order (a section written twice is listed once, as go-ini merges it). */
  sections: string[];
  eol: string;
  /** Every value is in double quotes (Joomla, OBS Studio): values are read and written so (quoted.ts). */
  quoted: boolean;
  /** A quoted file that writes a quote inside a value as Joomla 3 did, `"_QQ_"`, rather than `\"`. */
  qq: boolean;
}

/** The key of `name` in `section`. */
export function iniKey(section: string, name: string): string {
  return section === '' ? name : `${section}.${name}`;
}
