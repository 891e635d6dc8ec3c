/**
 * Where VS Code extensions keep their texts: `package.nls.json` beside `package.nls.<locale>.json`
 * (vscode-nls, the manifest's `%key%` texts) and `bundle.l10n.json` beside `bundle.l10n.<locale>.json`
 * (`@vscode/l10n`), in any folder. Only files so named are this format; any other `.json` is JSON.
 */
export const VSCODE_PATH = /(?:^|\/)(?:package\.nls|bundle\.l10n)(?:\.[^/]+)?\.json$/;

/** What the root of an NLS file must be, as VS Code says it. */
export const VSCODE_ROOT =
  'a package.nls.json or bundle.l10n.json must hold a JSON object of keys to texts or {"message": "…", "comment": […]} objects';

/** One text of an NLS file: a string, or the `message` of a `{"message", "comment"}` object. */
export interface VscodeMessage {
  key: string;
  message: string;
  /** True when the text is the `message` of an object (which has a `comment` for translators). */
  commented: boolean;
  line: number;
}
