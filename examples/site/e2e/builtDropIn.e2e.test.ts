// What the built drop-in holds, read from the build's files (`manifest.json`, `sri.json`): an e2e file
// because it needs the build, which the gate makes before the e2e run (locally, `rollup -c` first).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Manifest = Record<
  string,
  { imports: string[]; dynamicImports: string[]; modules: Record<string, number> }
>;

const DIST = 'packages/embed/dist';
const manifest = (): Manifest => JSON.parse(readFileSync(`${DIST}/manifest.json`, 'utf8')) as Manifest;

/** The chunk holding `module`, and every chunk it imports statically (what arrives with it). */
function staticGraph(build: Manifest, module: string): string[] {
  const own = Object.keys(build).find((file) =>
    Object.keys(build[file]?.modules ?? {}).some((id) => id.endsWith(module)),
  );
  if (own === undefined) throw new Error(`no chunk holds ${module}`);
  const files = new Set([own]);
  for (const file of files) for (const next of build[file]?.imports ?? []) files.add(next);
  return [...files];
}

const modulesOf = (build: Manifest, files: readonly string[]) =>
  files.flatMap((file) => Object.keys(build[file]?.modules ?? {}));

describe('the telemetry a product page fetches once its widgets have mounted', () => {
  it('converts prices with the supported codes and their digits, never the currency table with its names', () => {
    const build = manifest();
    const telemetry = modulesOf(build, staticGraph(build, 'telemetry/startTelemetry.ts'));
    expect(telemetry).toContainEqual(expect.stringMatching(/money\/currencyDigits\.js$/));
    expect(telemetry).not.toContainEqual(expect.stringMatching(/money\/currencies\.js$/));
    // Nothing the drop-in runs needs the names: no chunk and no classic page carries them.
    expect(modulesOf(build, Object.keys(build))).not.toContainEqual(
      expect.stringMatching(/money\/currencies\.js$/),
    );
    expect(readFileSync(`${DIST}/storefront.classic.js`, 'utf8')).not.toContain('Japanese Yen');
  });
});

describe('the versioned drop-in the README tags', () => {
  it('is written under the package version, each file with its integrity in sri.json', () => {
    const version: string = JSON.parse(readFileSync('packages/embed/package.json', 'utf8')).version;
    const { files } = JSON.parse(readFileSync(`${DIST}/v${version}/sri.json`, 'utf8')) as {
      files: Record<string, string>;
    };
    expect(files['storefront.js']).toMatch(/^sha384-[A-Za-z0-9+/]+=*$/);
    expect(files['storefront.css']).toMatch(/^sha384-[A-Za-z0-9+/]+=*$/);
  });
});
