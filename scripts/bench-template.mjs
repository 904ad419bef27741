// `npm run bench:template`: compile time and renders per second of @storefront-widgets/template against
// the behaviour reference @squarespace/template-engine (with its CLDR locale data loaded), in the
// same process and run, on the product-list page of scripts/bench/templatePage.mjs: 50 products,
// each through a partial with a nested repeated section, predicates, money, images and dates.
//
// Both engines get the same template source, data and partials through their own public API.
// Compile = source to instruction tree (page and card). Render = one full page from the compiled
// tree, partial included. The engines alternate in short slices, ROUNDS times; each figure is the
// median over the rounds and each ratio the median of the per-round ratios, so load from other
// processes on a shared machine hits both engines alike. Time is the process's CPU time
// (`process.cpuUsage`, user + system), not the wall clock: on a loaded machine the wall clock also
// counts the time slices other processes take, which moves the ratios by 0.3 from run to run.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CLDRFramework } from '@phensley/cldr';
import { Compiler } from '@squarespace/template-engine';
import { CORE_CARD, FULL_CARD, FULL_ONLY, PAGE, pageData } from './bench/templatePage.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = `${ROOT}packages/template/dist/index.js`;
/** Rounds per figure (median). */
const ROUNDS = 15;
/** Compiles per round and engine (page and card each). */
const COMPILES = 200;
/** CPU milliseconds of rendering per round and engine. */
const RENDER_MS = 300;
const NOW = 1_700_000_000_000;

if (!existsSync(DIST)) {
  console.error(
    `bench:template needs the built engine, and ${DIST} is missing.\nBuild it first: npm run build`,
  );
  process.exit(1);
}
const ours = await import(pathToFileURL(DIST).href);

const require = createRequire(import.meta.url);
const packs = require.resolve('@phensley/cldr/packs/en.json').replace(/en\.json$/, '');
const cldr = new CLDRFramework({
  loader: (language) => readFileSync(`${packs}${language}.json`, 'utf8'),
}).get('en-US');
const reference = new Compiler();
const data = pageData();

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** CPU milliseconds this process has used so far. */
function cpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** µs per compile of page + card. */
function compileTime(compile, card) {
  const start = cpuMs();
  for (let i = 0; i < COMPILES; i++) {
    compile(PAGE);
    compile(card);
  }
  return ((cpuMs() - start) * 1000) / COMPILES;
}

/** Renders per CPU second over RENDER_MS of CPU time. */
function renderRate(renderOnce) {
  let count = 0;
  const start = cpuMs();
  let elapsed = 0;
  while (elapsed < RENDER_MS) {
    for (let i = 0; i < 10; i++) renderOnce();
    count += 10;
    elapsed = cpuMs() - start;
  }
  return (count * 1000) / elapsed;
}

function benchPage(label, card) {
  const partials = { 'product-card.block': card };
  const ourTree = ours.compile(PAGE).tree;
  const referenceCode = reference.parse(PAGE).code;
  const renderOurs = () => ours.render(ourTree, { data, partials, now: NOW });
  const renderReference = () =>
    reference.execute({ code: referenceCode, json: data, partials, cldr, now: NOW }).ctx.render();

  const unknown = ours
    .compile(card)
    .errors.map((error) => error.message.match(/^(?:Formatter|Predicate) '(.+)' is unknown$/)?.[1])
    .filter(Boolean);
  const sameOutput = renderOurs().output === renderReference();

  // Warm both up (JIT, the engines' caches) before measuring.
  for (let i = 0; i < 200; i++) {
    renderOurs();
    renderReference();
    ours.compile(card);
    reference.parse(card);
  }
  const rows = { ours: { compile: [], render: [] }, reference: { compile: [], render: [] } };
  for (let round = 0; round < ROUNDS; round++) {
    rows.ours.compile.push(compileTime(ours.compile, card));
    rows.reference.compile.push(compileTime((source) => reference.parse(source), card));
    rows.ours.render.push(renderRate(renderOurs));
    rows.reference.render.push(renderRate(renderReference));
  }
  const ratios = (a, b) => a.map((x, i) => x / b[i]);
  const result = {
    label,
    oursCompile: median(rows.ours.compile),
    referenceCompile: median(rows.reference.compile),
    compileRatio: median(ratios(rows.reference.compile, rows.ours.compile)),
    oursRender: median(rows.ours.render),
    referenceRender: median(rows.reference.render),
    renderRatio: median(ratios(rows.ours.render, rows.reference.render)),
    sameOutput,
    unknown,
  };
  print(result);
  return result;
}

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function print(result) {
  const { label, oursCompile, referenceCompile, oursRender, referenceRender, sameOutput, unknown } = result;
  console.log(`\n${label}`);
  console.log(
    `${''.padEnd(44)}${'@storefront-widgets/template'.padStart(22)}${'reference'.padStart(14)}${'ratio'.padStart(10)}`,
  );
  console.log(
    `${'compile page + card (CPU µs, lower better)'.padEnd(44)}${fmt(oursCompile, 1).padStart(22)}${fmt(referenceCompile, 1).padStart(14)}${`${fmt(result.compileRatio, 1)}×`.padStart(10)}`,
  );
  console.log(
    `${'renders per CPU second (higher better)'.padEnd(44)}${fmt(oursRender).padStart(22)}${fmt(referenceRender).padStart(14)}${`${fmt(result.renderRatio, 1)}×`.padStart(10)}`,
  );
  console.log(`output identical to the reference: ${sameOutput ? 'yes' : 'no'}`);
  if (unknown.length) {
    console.log(
      `not like for like yet: ${unknown.join(', ')} are not implemented in this engine (other families), so their tags render as text here`,
    );
  }
}

console.log(
  `bench:template: product list of ${data.items.length} products, ${ROUNDS} alternating rounds, medians, CPU time; ` +
    `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load average ${loadavg()[0].toFixed(1)}`,
);
benchPage('Product list, core formatters only (both engines do the same work)', CORE_CARD);
benchPage(
  `Product list with the platform's commerce, image and date formatters (${FULL_ONLY.join(', ')})`,
  FULL_CARD,
);
