// The answer schemas a client checks through getters (built on first use, so an action builds only
// the schemas of the answers it reads) are the very schemas the server's constants are.
import { describe, expect, it } from 'vitest';
import {
  branchCloseResponseSchema,
  branchMergeSchema,
  branchStateSchema,
  formatSchema,
  getBranchCloseResponseSchema,
  getBranchMergeSchema,
  getBranchStateSchema,
  getFormatSchema,
  getLocalePlanSchema,
  getLocaleSchema,
  getMergeConflictSchema,
  getPulledFileSchema,
  getPullHeadSchema,
  getPullResponseSchema,
  getPushResourceSchema,
  getPushResponseSchema,
  getPushStateResponseSchema,
  getRepoPathSchema,
  localePlanSchema,
  localeSchema,
  mergeConflictSchema,
  pulledFileSchema,
  pullHeadSchema,
  pullResponseSchema,
  pushResourceSchema,
  pushResponseSchema,
  pushStateResponseSchema,
  repoPathSchema,
  resourceSchema,
} from '../src/index.ts';

const PAIRS: Array<[string, () => unknown, unknown]> = [
  ['getLocaleSchema', getLocaleSchema, localeSchema],
  ['getRepoPathSchema', getRepoPathSchema, repoPathSchema],
  ['getRepoPathSchema', getRepoPathSchema, resourceSchema],
  ['getFormatSchema', getFormatSchema, formatSchema],
  ['getLocalePlanSchema', getLocalePlanSchema, localePlanSchema],
  ['getPushResourceSchema', getPushResourceSchema, pushResourceSchema],
  ['getMergeConflictSchema', getMergeConflictSchema, mergeConflictSchema],
  ['getBranchMergeSchema', getBranchMergeSchema, branchMergeSchema],
  ['getBranchStateSchema', getBranchStateSchema, branchStateSchema],
  ['getBranchCloseResponseSchema', getBranchCloseResponseSchema, branchCloseResponseSchema],
  ['getPushResponseSchema', getPushResponseSchema, pushResponseSchema],
  ['getPushStateResponseSchema', getPushStateResponseSchema, pushStateResponseSchema],
  ['getPulledFileSchema', getPulledFileSchema, pulledFileSchema],
  ['getPullResponseSchema', getPullResponseSchema, pullResponseSchema],
  ['getPullHeadSchema', getPullHeadSchema, pullHeadSchema],
];

describe('answer schemas built on first use', () => {
  it.each(PAIRS)('%s() is the constant, the same object on every call', (_name, getter, constant) => {
    const built = getter();
    expect(built).toBe(constant);
    expect(getter()).toBe(built);
  });

  it('checks a pull head and a pulled file as before', () => {
    expect(getPullHeadSchema().parse({ sourceLocale: 'en', sourceKeys: 2 })).toEqual({
      sourceLocale: 'en',
      sourceKeys: 2,
    });
    expect(getPulledFileSchema().parse({ locale: 'pt_BR', format: 'json', content: '{}', keys: 0 })).toEqual({
      locale: 'pt-BR',
      format: 'json',
      content: '{}',
      keys: 0,
    });
    expect(
      getPulledFileSchema().safeParse({
        locale: 'de',
        resource: '../x.json',
        format: 'json',
        content: '{}',
        keys: 0,
      }).success,
    ).toBe(false);
  });
});
