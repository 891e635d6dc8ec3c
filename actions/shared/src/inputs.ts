import { DEFAULT_API_URL } from '@locale-sync/protocol';

/** One input as `action-*.yml` declares it; the tests compare these tables with the metadata. */
export interface InputSpec {
  name: string;
  required: boolean;
  default?: string;
}

/** The inputs both actions share (spec, section 1), plus `path`, `dry-run` and the OIDC `audience`. */
export const COMMON_INPUTS = {
  projectKey: { name: 'project-key', required: true },
  // Not required: without it the actions request an OIDC token (permissions: id-token: write).
  syncSecret: { name: 'sync-secret', required: false },
  audience: { name: 'audience', required: false, default: '' },
  apiUrl: { name: 'api-url', required: false, default: DEFAULT_API_URL },
  timeout: { name: 'timeout', required: false, default: '60' },
  path: { name: 'path', required: false, default: '.' },
  dryRun: { name: 'dry-run', required: false, default: 'false' },
  /** Read raw: `''` turns it off, so it never falls back to this default (the runner fills it in). */
  translationBranch: { name: 'translation-branch', required: false, default: 'auto' },
} as const satisfies Record<string, InputSpec>;

/** How an error names an input. */
export function inputLabel(spec: InputSpec): string {
  return `input '${spec.name}'`;
}
