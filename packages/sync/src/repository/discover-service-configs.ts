// The translation services' configurations a repository keeps, Crowdin's `crowdin.yml` and the
// Transifex client's `.tx/config`, read (and Crowdin's parsed) once per discovery: the codes the
// layouts spell (discover-lang-map.ts) and the source locale (discover-tms.ts) both come from them.
import { type CrowdinConfig, readCrowdinConfig } from './crowdin-config.ts';
import type { DiscoverOptions } from './discover-model.ts';

/** The Transifex client's configuration. */
export const TRANSIFEX_FILE = '.tx/config';

/** Enough of a configuration to reach its sources (Roundcube's `.tx/config` is about 3 KB). */
const CONFIG_BYTES = 65_536;

/** The services' configurations found in the repository. */
export interface ServiceConfigs {
  crowdin?: CrowdinConfig;
  /** The text of `.tx/config`. */
  transifex?: string;
}

/** Reads the repository's `crowdin.yml` (or `.yaml`) and `.tx/config`, each once. */
export async function readServiceConfigs(head: DiscoverOptions['head']): Promise<ServiceConfigs> {
  if (head === undefined) return {};
  const [crowdin, transifex] = await Promise.all([
    readCrowdinConfig(head),
    head(TRANSIFEX_FILE, CONFIG_BYTES),
  ]);
  return {
    ...(crowdin !== undefined && { crowdin }),
    ...(transifex !== undefined && { transifex }),
  };
}
