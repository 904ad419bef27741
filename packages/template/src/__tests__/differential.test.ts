// The differential test against @squarespace/template-engine: the golden corpus, generated
// templates and noise, and every plugin sample, rendered by both engines. The cases are split
// into the `differential-shard-*` files so that the test runner's workers share them.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { DEVIATIONS } from './harness/deviations';

it("lists every deliberate deviation in the template engine's docs under its id, and says how many", () => {
  const guide = readFileSync(new URL('../../../../docs/template-engine.md', import.meta.url), 'utf8');
  const section = guide.slice(guide.indexOf('### Deliberate deviations from `@squarespace/template-engine`'));
  const missing = DEVIATIONS.map((d) => d.id).filter((id) => !section.includes(`- \`${id}\`:`));
  expect(missing).toEqual([]);
  // The count the page states, and the entries it lists, are the harness's.
  expect(section).toContain(`There are ${DEVIATIONS.length}.`);
  expect(section.match(/^- `[\w-]+`:/gm)?.length).toBe(DEVIATIONS.length);
});
