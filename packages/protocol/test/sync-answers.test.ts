// The answer schemas a client checks through getters (built on first use, so an action builds only
// the schemas of the answers it reads) are the very schemas the server's constants are.
import { describe, expect, it } from 'vitest';
import * as protocol from '../src/index.ts';

const PAIRS = [
  ['getLocaleSchema', 'localeSchema'],
  ['getRepoPathSchema', 'repoPathSchema'],
  ['getRepoPathSchema', 'resourceSchema'],
  ['getFormatSchema', 'formatSchema'],
  ['getLocalePlanSchema', 'localePlanSchema'],
  ['getPushResourceSchema', 'pushResourceSchema'],
  ['getMergeConflictSchema', 'mergeConflictSchema'],
  ['getBranchMergeSchema', 'branchMergeSchema'],
  ['getBranchStateSchema', 'branchStateSchema'],
  ['getBranchCloseResponseSchema', 'branchCloseResponseSchema'],
  ['getPushResponseSchema', 'pushResponseSchema'],
  ['getPushStateResponseSchema', 'pushStateResponseSchema'],
  ['getPulledFileSchema', 'pulledFileSchema'],
  ['getPullResponseSchema', 'pullResponseSchema'],
  ['getPullHeadSchema', 'pullHeadSchema'],
] as const;

describe('answer schemas built on first use', () => {
  it.each(PAIRS)('%s() is %s, the same object on every call', (getter, constant) => {
    const built = protocol[getter]();
    expect(built).toBe(protocol[constant]);
    expect(protocol[getter]()).toBe(built);
  });

  it('checks a pull head and a pulled file as before', () => {
    expect(protocol.getPullHeadSchema().parse({ sourceLocale: 'en', sourceKeys: 2 })).toEqual({
      sourceLocale: 'en',
      sourceKeys: 2,
    });
    expect(
      protocol.getPulledFileSchema().parse({ locale: 'pt_BR', format: 'json', content: '{}', keys: 0 }),
    ).toEqual({ locale: 'pt-BR', format: 'json', content: '{}', keys: 0 });
    expect(
      protocol.getPulledFileSchema().safeParse({
        locale: 'de',
        resource: '../x.json',
        format: 'json',
        content: '{}',
        keys: 0,
      }).success,
    ).toBe(false);
  });
});
