// The pull's merge of the service's texts into a file (packages/sync/src/pull/merge.ts), which also
// looks for messages the file holds in another shape than the service: CPU time of merging a file of
// N keys (2% of them plural forms) when the service adds no key, when it adds 1% new keys, and when
// every plural message of the file is plain in the service.
//
//   npm exec -- node bench/pull-merge-shapes.ts [--keys=N] [--runs=N]

import { mergeIntoFile } from '../packages/sync/src/pull/merge.ts';

const keys = Number(process.argv.find((a) => a.startsWith('--keys='))?.slice('--keys='.length) ?? 1_000_000);
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 3);

const file = new Map<string, string>();
for (let i = 0; i < keys; i++) {
  const key =
    i % 50 === 0 ? `group.k${i - (i % 100)}.${i % 100 === 0 ? 'one' : 'other'}` : `section.k${i}.title`;
  file.set(key, `file ${i}`);
}
const same = new Map([...file].map(([key], i) => [key, `service ${i}`]));
const added = new Map(same);
for (let i = 0; i < keys / 100; i++) added.set(`added.k${i}`, `new ${i}`);
// The service has each plural message of the file as one plain text (the source's shape).
const plain = new Map([...same].filter(([key]) => !key.startsWith('group.')));
for (const key of file.keys())
  if (key.startsWith('group.')) plain.set(key.slice(0, key.lastIndexOf('.')), 'plain');

for (const [name, service] of [
  ['no key added', same],
  ['1% of keys added', added],
  ['plural messages plain in the service', plain],
] as const) {
  const start = process.cpuUsage();
  let kept = 0;
  for (let r = 0; r < runs; r++) kept = mergeIntoFile(file, service, new Set()).keptShapes.length;
  const used = process.cpuUsage(start);
  const ms = (used.user + used.system) / 1000 / runs;
  console.log(
    `${name}: ${keys} keys, ${ms.toFixed(0)} ms CPU per merge, ${kept} messages kept in the file's shape`,
  );
}
