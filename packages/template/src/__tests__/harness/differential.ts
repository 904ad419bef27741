import { DEVIATIONS, type DifferentialCase } from './deviations';
import { generateCase, generateNoise } from './generateCase';
import { generatePluginCases } from './generatePluginCases';
import { type CaseOptions, loadGoldenCases } from './goldenCase';
import { familiesOf } from './pluginFamilies';
import { createRandom } from './random';
import { type Rendering, renderWithReference } from './referenceEngine';
import { comparableOurs } from './renderCase';
import { ALL_SAMPLES } from './samples/allSamples';

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

/**
 * Runs one shard of the differential cases (every `shards`-th case from `shard`, counting from 0)
 * through our engine and the reference engine, logs the counts, and returns the labels of the
 * disagreements no documented deviation explains. The cases are split into shards so that the
 * test runner's workers share them; together the shards run every case once.
 */
export function runDifferentialShard(shard: number, shards: number): string[] {
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
  const mine = inputs.filter((_, index) => index % shards === shard);
  for (const { label, input, options, deviation } of mine) {
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
    `template differential, shard ${shard + 1} of ${shards}: ${agree} of ${mine.length} cases agree with @squarespace/template-engine` +
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
  return unexplained.map((d) => d.label);
}
