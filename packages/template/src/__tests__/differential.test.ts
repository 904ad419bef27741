import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { DEVIATIONS, type DifferentialCase } from './harness/deviations';
import { generateCase, generateNoise } from './harness/generateCase';
import { generatePluginCases } from './harness/generatePluginCases';
import { type CaseOptions, loadGoldenCases } from './harness/goldenCase';
import { familiesOf } from './harness/pluginFamilies';
import { createRandom } from './harness/random';
import { type Rendering, renderWithReference } from './harness/referenceEngine';
import { comparableOurs } from './harness/renderCase';
import { ALL_SAMPLES } from './harness/samples/allSamples';

/** Generated cases per run (templates, then tag-like noise); fixed seed, so a failure reproduces. */
const GENERATED = 3000;
const NOISE = 2000;
const SEED = 20240607;
/** Locales the generated cases take turns in (i18n formatters render through each). */
const LOCALES = ['en-US', 'en-GB', 'fr-FR', 'de-DE', 'ja-JP', 'es-ES', 'pt-BR', 'zh-CN'];

interface Disagreement {
  label: string;
  input: DifferentialCase;
  ours: Rendering;
  reference: Rendering;
}

it('agrees with @squarespace/template-engine on the golden corpus and generated cases', () => {
  const inputs: { label: string; input: DifferentialCase; options?: CaseOptions; deviation?: string }[] = [];
  for (const c of loadGoldenCases()) {
    inputs.push({
      label: `golden ${c.name}`,
      input: { template: c.template, data: c.data },
      options: c.options,
      ...(c.deviation ? { deviation: c.deviation } : {}),
    });
  }
  const random = createRandom(SEED);
  for (let i = 0; i < GENERATED; i++) {
    const options = { locale: LOCALES[i % LOCALES.length]! };
    inputs.push({ label: `generated #${i} (${options.locale})`, input: generateCase(random), options });
  }
  for (let i = 0; i < NOISE; i++) inputs.push({ label: `noise #${i}`, input: generateNoise(random) });
  for (const { label, template, data, options } of generatePluginCases(ALL_SAMPLES, LOCALES)) {
    inputs.push({ label, input: { template, data }, options });
  }

  let agree = 0;
  let explained = 0;
  const unexplained: Disagreement[] = [];
  /** Cases, agreements and documented deviations of each plugin family the cases call. */
  const byFamily = new Map<string, [number, number, number]>();
  for (const { label, input, options, deviation } of inputs) {
    const counts = familiesOf(input.template).map((family) => {
      if (!byFamily.has(family)) byFamily.set(family, [0, 0, 0]);
      const count = byFamily.get(family)!;
      count[0]++;
      return count;
    });
    const ours = comparableOurs(input.template, input.data, options);
    let reference: Rendering;
    try {
      reference = renderWithReference(input.template, input.data, options);
    } catch (error) {
      reference = { output: '', errors: [`crash: ${(error as Error).message}`] };
    }
    if (ours.output === reference.output && ours.errors.join('\n') === reference.errors.join('\n')) {
      agree++;
      for (const count of counts) count[1]++;
      continue;
    }
    const known = DEVIATIONS.find(
      (d) =>
        (deviation ? d.id === deviation : false) ||
        d.explains({ ...input, ...(options ? { options } : {}) }, ours, reference),
    );
    if (known) {
      explained++;
      for (const count of counts) count[2]++;
    } else unexplained.push({ label, input, ours, reference });
  }

  console.log(
    `template differential: ${agree} of ${inputs.length} cases agree with @squarespace/template-engine` +
      ` (${explained} differ by a documented deviation, ${unexplained.length} unexplained)`,
  );
  console.log(
    `template differential by family (cases calling it: agree / by a documented deviation / all):\n${[
      ...byFamily,
    ]
      .map(([family, [all, same, deviation]]) => `  ${family}: ${same} / ${deviation} / ${all}`)
      .join('\n')}`,
  );
  for (const d of unexplained.slice(0, 60)) {
    console.log(
      `\n${d.label}\n  template: ${JSON.stringify(d.input.template)}\n  data: ${JSON.stringify(d.input.data)}` +
        (d.input.options ? `\n  options: ${JSON.stringify(d.input.options)}` : '') +
        `\n  ours:      ${JSON.stringify(d.ours)}\n  reference: ${JSON.stringify(d.reference)}`,
    );
  }
  expect(unexplained.map((d) => d.label)).toEqual([]);
}, 120_000);

it("lists every deliberate deviation in the template engine's docs under its id, and says how many", () => {
  const guide = readFileSync(new URL('../../../../docs/template-engine.md', import.meta.url), 'utf8');
  const section = guide.slice(guide.indexOf('### Deliberate deviations from `@squarespace/template-engine`'));
  const missing = DEVIATIONS.map((d) => d.id).filter((id) => !section.includes(`- \`${id}\`:`));
  expect(missing).toEqual([]);
  // The count the page states, and the entries it lists, are the harness's.
  expect(section).toContain(`There are ${DEVIATIONS.length}.`);
  expect(section.match(/^- `[\w-]+`:/gm)?.length).toBe(DEVIATIONS.length);
});
