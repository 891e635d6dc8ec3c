import {
  getLocalePlanSchema,
  getPushResponseSchema,
  type LocalePlan,
  type PushResponse,
} from '@locale-sync/protocol';
import { readAnswerParts } from './answer-parts.ts';
import { checkBody, toHttpError } from './response.ts';

/** One locale's plan of a push answer, its key lists perhaps cut to their first keys (`listKeys`). */
export interface ListedPlan extends LocalePlan {
  /**
   * How many keys `created`, `updated` and `obsolete` stand for when they were cut to their first
   * `listKeys`; absent: each list is whole.
   */
  counts?: { created: number; updated: number; obsolete: number };
}

/** A push answer whose plan may list only each locale's first keys (see `ListedPlan`). */
export interface PushAnswer extends Omit<PushResponse, 'plan'> {
  plan: ListedPlan[];
}

/**
 * Reads a push answer part by part: every member but `plan` whole, and each locale of `plan` alone
 * as it arrives, its key lists cut to their first `listKeys` keys (undefined: kept whole). A push
 * of a million new strings is answered with a million key names: read whole (bytes, text, then
 * every name parsed at once) they were the largest thing a push held; read this way, one locale's
 * names are parsed at a time and, with `listKeys`, let go past the first ones.
 */
export async function readPushAnswer(
  response: Response,
  url: string,
  attempts: number,
  options: { maxBytes: number; listKeys?: number | undefined },
): Promise<PushAnswer> {
  if (!response.ok) throw await toHttpError(response, url, attempts);
  const status = response.status;
  const parts = readAnswerParts(response, url, attempts, {
    itemsKey: 'plan',
    maxItemBytes: options.maxBytes,
    maxMemberBytes: options.maxBytes,
  });
  const head = new Map<string, unknown>();
  const plan: ListedPlan[] = [];
  let sawPlan = false;
  for (let part = await parts.next(); !part.done; part = await parts.next()) {
    const item = part.value;
    if (item.kind === 'member') head.set(item.key, parts.parse(item.bytes));
    else if (item.kind === 'end-items') sawPlan = true;
    else {
      const checked = checkBody(
        parts.parse(item.bytes),
        getLocalePlanSchema(),
        url,
        status,
        `body.plan[${item.index}]`,
      );
      plan.push(listFirstKeys(checked, options.listKeys));
    }
  }
  // The other members are checked by the whole answer's schema, an empty plan standing for the
  // one read above (a plan that is missing or not an array fails there, as it did whole).
  const rest = Object.fromEntries(head);
  if (sawPlan) rest.plan = [];
  const checked = checkBody(rest, getPushResponseSchema(), url, status);
  return { ...checked, plan };
}

/** The plan with `created`, `updated` and `obsolete` cut to their first `max` keys, and the counts kept. */
function listFirstKeys(plan: LocalePlan, max: number | undefined): ListedPlan {
  if (
    max === undefined ||
    (plan.created.length <= max && plan.updated.length <= max && plan.obsolete.length <= max)
  ) {
    return plan;
  }
  return {
    ...plan,
    created: plan.created.slice(0, max),
    updated: plan.updated.slice(0, max),
    obsolete: plan.obsolete.slice(0, max),
    counts: { created: plan.created.length, updated: plan.updated.length, obsolete: plan.obsolete.length },
  };
}
