import {
  FORMATS,
  getBranchCloseResponseSchema,
  getLocalePlanSchema,
  getPulledFileSchema,
  getPullHeadSchema,
  getPullResponseSchema,
  getPushResponseSchema,
  getPushStateResponseSchema,
} from '@locale-sync/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  branchCloseResponseCheck,
  localePlanCheck,
  pulledFileCheck,
  pullHeadCheck,
  pullResponseCheck,
  pushResponseCheck,
  pushStateResponseCheck,
} from '../src/sync-bodies.ts';
import { sameVerdict } from './same-verdict.ts';

// The sync client checks the sync API's answers without zod (an action's start-up, see
// docs/performance.md section 59); these properties hold each check to the protocol's zod schema:
// the same verdict, and the same data with the same keys, on valid bodies and on bodies with one
// field spoiled or left out.

const count = fc.oneof(fc.integer({ min: -1, max: 1 }), fc.nat(), fc.double(), fc.constant(2 ** 53));
const names = fc.array(fc.string(), { maxLength: 3 });
const locale = fc.oneof(
  fc.constantFrom('en', 'de', 'pt_BR', 'pt-br', 'zh-Hant', 'sr-Latn-RS', 'x/y', '', 'EN', 'de_DE_x', 'und'),
  fc.string({ maxLength: 6 }),
);
const repoPath = fc.oneof(
  fc.constantFrom(
    'locales/de.json',
    'a/b/c.po',
    '',
    '../x.json',
    '/abs.json',
    'a\\b.json',
    'a//b',
    './a',
    'a/./b',
  ),
  fc.constant('x'.repeat(1024)),
  fc.constant('x'.repeat(1025)),
  fc.string({ maxLength: 8 }),
);
const format = fc.oneof(fc.constantFrom(...FORMATS), fc.constantFrom('JSON', 'nope', ''));
const counts = fc.record({ created: count, updated: count, obsolete: count });
const plan = fc.record(
  {
    locale: fc.string(),
    resource: fc.string(),
    created: names,
    updated: names,
    obsolete: names,
    kept: names,
    ignored: names,
    unchanged: count,
    counts,
  },
  { requiredKeys: ['locale', 'created', 'updated', 'obsolete', 'kept', 'ignored', 'unchanged'] },
);
const conflict = fc.record(
  { resource: fc.string(), key: fc.string(), locale: fc.string(), main: fc.string(), branch: fc.string() },
  { requiredKeys: ['key', 'locale', 'main', 'branch'] },
);
const merge = fc.record({
  branch: fc.string(),
  moved: count,
  conflicts: fc.array(conflict, { maxLength: 2 }),
  pending: count,
  deleted: fc.boolean(),
});
const resourceKey = fc.record({ resource: fc.string(), key: fc.string() }, { requiredKeys: ['key'] });
const pushAnswer = fc.record(
  {
    dryRun: fc.boolean(),
    files: count,
    locales: names,
    keys: fc.record({
      created: count,
      updated: count,
      unchanged: count,
      obsolete: count,
      kept: count,
      ignored: count,
    }),
    plan: fc.array(plan, { maxLength: 2 }),
    resources: fc.array(fc.record({ resource: fc.string(), keys: count, inPush: fc.boolean() }), {
      maxLength: 2,
    }),
    renamed: fc.array(fc.record({ from: fc.string(), to: fc.string() }), { maxLength: 2 }),
    branch: fc.string(),
    branchState: fc.record({
      keys: fc.array(resourceKey, { maxLength: 2 }),
      translated: fc.array(fc.record({ locale: fc.string(), keys: count }), { maxLength: 2 }),
      obsoleteOnMain: fc.array(resourceKey, { maxLength: 2 }),
    }),
    merges: fc.array(merge, { maxLength: 2 }),
  },
  { requiredKeys: ['dryRun', 'files', 'locales', 'keys', 'plan'] },
);
const pushState = fc.record({
  sourceLocale: fc.string(),
  unchanged: fc.array(
    fc.record(
      { locale: fc.string(), path: fc.string(), resource: fc.string(), keys: count },
      { requiredKeys: ['locale', 'path', 'keys'] },
    ),
    { maxLength: 3 },
  ),
});
const pulledFile = fc.record(
  { locale, resource: repoPath, format, content: fc.string(), keys: count },
  { requiredKeys: ['locale', 'format', 'content', 'keys'] },
);
const headMembers = {
  sourceLocale: fc.string(),
  branch: fc.string(),
  sourceKeys: count,
  obsoleteKeys: names,
  resources: fc.array(fc.record({ resource: fc.string(), sourceKeys: count, obsoleteKeys: names }), {
    maxLength: 2,
  }),
  heldBack: fc.array(
    fc.record({ locale: fc.string(), status: fc.constantFrom('translated', 'draft', 'approved'), count }),
    { maxLength: 2 },
  ),
};
const pullHead = fc.record(headMembers, { requiredKeys: ['sourceLocale'] });
const pullAnswer = fc.record(
  { ...headMembers, files: fc.array(pulledFile, { maxLength: 3 }) },
  { requiredKeys: ['sourceLocale', 'files'] },
);
const closeAnswer = fc.record(
  { branch: fc.string(), found: fc.boolean(), deleted: fc.boolean(), merge },
  { requiredKeys: ['branch', 'found', 'deleted'] },
);

describe('sync answer checks', () => {
  sameVerdict('locale plan', plan, localePlanCheck, getLocalePlanSchema(), 'strict');
  sameVerdict('push answer', pushAnswer, pushResponseCheck, getPushResponseSchema(), 'strict');
  sameVerdict('push state', pushState, pushStateResponseCheck, getPushStateResponseSchema(), 'strict');
  sameVerdict('pulled file', pulledFile, pulledFileCheck, getPulledFileSchema(), 'strict');
  sameVerdict('pull head', pullHead, pullHeadCheck, getPullHeadSchema(), 'strict');
  sameVerdict('pull answer', pullAnswer, pullResponseCheck, getPullResponseSchema(), 'strict');
  sameVerdict(
    'branch close',
    closeAnswer,
    branchCloseResponseCheck,
    getBranchCloseResponseSchema(),
    'strict',
  );

  it('normalises a pulled file locale as the protocol does, and names a bad one', () => {
    const ok = pulledFileCheck.safeParse({ locale: 'pt_BR', format: 'json', content: '{}', keys: 0 });
    expect(ok).toEqual({ success: true, data: { locale: 'pt-BR', format: 'json', content: '{}', keys: 0 } });
    const bad = pulledFileCheck.safeParse({
      locale: 'x/y',
      resource: '../a',
      format: 'json',
      content: '',
      keys: 0,
    });
    expect(bad.success).toBe(false);
    if (bad.success) return;
    expect(bad.error.issues.map((issue) => issue.path)).toEqual([['locale'], ['resource']]);
  });
});
