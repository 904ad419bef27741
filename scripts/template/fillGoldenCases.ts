// Fills in the expected `output` and `errors` of golden cases (packages/template/golden) from this
// engine, after checking them against the behaviour reference. Write a case's template, data and
// options, leave `--- output` empty, then run:
//
//   npx tsx scripts/template/fillGoldenCases.ts packages/template/golden/core/my-case.case …
//
// A case where the engines disagree is left unchanged and both renderings are printed, unless it
// names a deviation (`--- deviation id`) or `--ours` is given.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { GOLDEN_DIR, parseGoldenCase } from '../../packages/template/src/__tests__/harness/goldenCase';
import { renderWithReference } from '../../packages/template/src/__tests__/harness/referenceEngine';
import { comparableOurs, renderWithOurs } from '../../packages/template/src/__tests__/harness/renderCase';

const files = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const force = process.argv.includes('--ours');
let failed = 0;

for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const name = relative(GOLDEN_DIR, file).replace(/\.case$/, '');
  const c = parseGoldenCase(name, text);
  const ours = comparableOurs(c.template, c.data, c.options);
  const reference = renderWithReference(c.template, c.data, c.options);
  const agree = ours.output === reference.output && ours.errors.join('\n') === reference.errors.join('\n');
  if (!agree && !c.deviation && !force) {
    failed++;
    console.log(
      `✖ ${name}: the engines disagree\n  ours:      ${JSON.stringify(ours)}\n  reference: ${JSON.stringify(reference)}`,
    );
    continue;
  }
  const { output, errors } = renderWithOurs(c.template, c.data, c.options);
  const firstResult = text.search(/^--- (output|errors|deviation)$/m);
  const head = firstResult === -1 ? text : text.slice(0, firstResult);
  const tail = c.deviation ? `--- deviation\n${c.deviation}\n` : '';
  const errorLines = errors.map((e) => `${e.category} ${e.line}:${e.column} ${e.message}`).join('\n');
  writeFileSync(
    file,
    `${head.replace(/\n*$/, '\n')}--- output\n${output}\n${errors.length ? `--- errors\n${errorLines}\n` : ''}${tail}`,
  );
  console.log(`${agree ? '✔' : '≠'} ${name}`);
}
process.exit(failed ? 1 : 0);
