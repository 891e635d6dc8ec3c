// The Rails root key of a YAML file written anew. Rails reads the root key as the locale, and each
// project spells it as its file names do: Discourse's `client.pt_BR.yml` starts `pt_BR:` (its
// locale is `pt_BR`), Mastodon's `pt-BR.yml` starts `pt-BR:`. A root spelled otherwise than the
// project's other files is a locale the application never loads.
import path from 'node:path';

/** The locale as the file's path spells it (`pt_BR` in `config/locales/client.pt_BR.yml`), else as given. */
export function rootKeyFor(locale: string, file: string | undefined): string {
  if (file === undefined) return locale;
  const wanted = canonical(locale);
  if (wanted === undefined) return locale;
  const withoutExt = file.slice(0, file.length - path.posix.extname(file).length);
  const pieces = withoutExt.split(/[/.]/).reverse();
  return pieces.find((piece) => canonical(piece) === wanted) ?? locale;
}

function canonical(code: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(code.replace(/_/g, '-'))[0];
  } catch {
    // BCP 47's extended language form, which Intl refuses: `zh-YUE` is `yue` (rails-i18n).
    const extended = /^[a-zA-Z]{2,3}[-_]([a-zA-Z]{3})$/.exec(code)?.[1];
    return extended === undefined ? undefined : canonical(extended.toLowerCase());
  }
}
