/** A push that would take the project past its resource limit; nothing of it is stored. */
export class ResourceLimitError extends Error {
  override name = 'ResourceLimitError';
  readonly maxResources: number;

  constructor(projectKey: string, maxResources: number, added: number) {
    super(
      `project ${projectKey} may have at most ${maxResources} resources (source files) and this push would add ${added}; nothing was stored: remove resources with "locale-sync-server resources remove", or raise MAX_RESOURCES_PER_PROJECT`,
    );
    this.maxResources = maxResources;
  }
}

/** A push that would take the project past its strings limit; nothing of it is stored. */
export class StringLimitError extends Error {
  override name = 'StringLimitError';
  readonly maxStrings: number;

  constructor(projectKey: string, maxStrings: number, stored: number, added: number) {
    super(
      `project ${projectKey} may hold at most ${maxStrings} strings (source keys, active and obsolete, on main and every branch); it holds ${stored} and this push would add ${added}; nothing was stored: remove resources with "locale-sync-server resources remove" or branches with "locale-sync-server branches delete", or raise MAX_STRINGS_PER_PROJECT`,
    );
    this.maxStrings = maxStrings;
  }
}

/**
 * Refuses a push that adds strings past `maxStrings` (absent: no bound). A push that adds none is
 * taken even when the project already holds more (the bound was lowered): it makes nothing bigger.
 */
export function checkStringLimit(
  projectKey: string,
  maxStrings: number | undefined,
  stored: number,
  added: number,
): void {
  if (maxStrings !== undefined && added > 0 && stored + added > maxStrings) {
    throw new StringLimitError(projectKey, maxStrings, stored, added);
  }
}
