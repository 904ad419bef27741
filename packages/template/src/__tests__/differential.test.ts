import { expect, it } from 'vitest';
import { DEVIATIONS, type DifferentialCase } from './harness/deviations';
import { generateCase, generateNoise } from './harness/generateCase';
import { loadGoldenCases } from './harness/goldenCase';
import { createRandom } from './harness/random';
import { type Rendering, renderWithReference } from './harness/referenceEngine';
import { comparableOurs } from './harness/renderCase';

/** Generated cases per run (templates, then tag-like noise); fixed seed, so a failure reproduces. */
const GENERATED = 3000;
const NOISE = 2000;
const SEED = 20240607;

interface Disagreement {
  label: string;
  input: DifferentialCase;
  ours: Rendering;
  reference: Rendering;
}

it('agrees with @squarespace/template-engine on the golden corpus and generated cases', () => {
  const inputs: { label: string; input: DifferentialCase; options?: object; deviation?: string }[] = [];
  for (const c of loadGoldenCases()) {
    inputs.push({
      label: `golden ${c.name}`,
      input: { template: c.template, data: c.data },
      options: c.options,
      ...(c.deviation ? { deviation: c.deviation } : {}),
    });
  }
  const random = createRandom(SEED);
  for (let i = 0; i < GENERATED; i++) inputs.push({ label: `generated #${i}`, input: generateCase(random) });
  for (let i = 0; i < NOISE; i++) inputs.push({ label: `noise #${i}`, input: generateNoise(random) });

  let agree = 0;
  let explained = 0;
  const unexplained: Disagreement[] = [];
  for (const { label, input, options, deviation } of inputs) {
    const ours = comparableOurs(input.template, input.data, options);
    let reference: Rendering;
    try {
      reference = renderWithReference(input.template, input.data, options);
    } catch (error) {
      reference = { output: '', errors: [`crash: ${(error as Error).message}`] };
    }
    if (ours.output === reference.output && ours.errors.join('\n') === reference.errors.join('\n')) {
      agree++;
      continue;
    }
    const known = DEVIATIONS.find(
      (d) => (deviation ? d.id === deviation : false) || d.explains(input, ours, reference),
    );
    if (known) explained++;
    else unexplained.push({ label, input, ours, reference });
  }

  console.log(
    `template differential: ${agree} of ${inputs.length} cases agree with @squarespace/template-engine` +
      ` (${explained} differ by a documented deviation, ${unexplained.length} unexplained)`,
  );
  for (const d of unexplained.slice(0, 15)) {
    console.log(
      `\n${d.label}\n  template: ${JSON.stringify(d.input.template)}\n  data: ${JSON.stringify(d.input.data)}` +
        `\n  ours:      ${JSON.stringify(d.ours)}\n  reference: ${JSON.stringify(d.reference)}`,
    );
  }
  expect(unexplained.map((d) => d.label)).toEqual([]);
}, 120_000);
