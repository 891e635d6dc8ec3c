import { type LocalePlan, listFirstKeys, type PushResponse } from '@locale-sync/protocol';
import { readAnswerParts } from './answer-parts.ts';
import { checkBody, toHttpError } from './response.ts';
import { localePlanCheck, pushResponseCheck } from './sync-bodies.ts';

/**
 * One locale's plan of a push answer, its key lists perhaps cut to their first keys (`listKeys`):
 * `counts` then says how many keys `created`, `updated` and `obsolete` stand for; absent: each list
 * is whole.
 */
export type ListedPlan = LocalePlan;

/** A push answer whose plan may list only each locale's first keys (see `ListedPlan`). */
export interface PushAnswer extends Omit<PushResponse, 'plan'> {
  plan: ListedPlan[];
}

/**
 * Reads a push answer part by part: every member but `plan` whole, and each locale of `plan` alone
 * as it arrives, its key lists cut to their first `listKeys` keys (undefined: kept whole) when the
 * server did not cut them already (`x-sync-list-keys`; a server before it answers every key). A push
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
        localePlanCheck,
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
  const checked = checkBody(rest, pushResponseCheck, url, status);
  return { ...checked, plan };
}
