// The docs cannot rot: every sample is a file that the typecheck (or an e2e test) runs, the
// README repeats those files word for word, and the site's build refuses a dead link. Each check
// is also shown failing on purpose.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const docsDir = join(root, 'docs');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const scratch = mkdtempSync(join(tmpdir(), 'storefront-docs-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Languages a page may not write inline: their samples are files in `docs/samples/`. */
const SAMPLE_LANGUAGES = ['ts', 'tsx', 'js', 'jsx', 'mjs', 'html', 'css', 'json'];

/** What is wrong with a page's code samples: inline blocks that nothing checks, missing includes. */
function sampleProblems(markdown: string): string[] {
  const problems: string[] = [];
  for (const [, language] of markdown.matchAll(/^```(\w+)/gm)) {
    if (language && SAMPLE_LANGUAGES.includes(language)) {
      problems.push(`an inline \`\`\`${language} block: put the sample in docs/samples/ and include it`);
    }
  }
  for (const [, path] of markdown.matchAll(/^<<< @\/(\S+?)(?:[{#]\S*)?$/gm)) {
    if (path && !existsSync(join(docsDir, path))) problems.push(`includes a missing sample @/${path}`);
  }
  return problems;
}

/** The fenced blocks of a Markdown text in one language, in order. */
const fencedBlocks = (markdown: string, language: string) =>
  [...markdown.matchAll(new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\`$`, 'gm'))].map((m) => m[1]);

describe('code samples', () => {
  const pages = readdirSync(docsDir).filter((name) => name.endsWith('.md'));

  it('are files in docs/samples/, included into the pages', () => {
    expect(pages.length).toBeGreaterThan(10);
    const problems = pages.flatMap((page) =>
      sampleProblems(readFileSync(join(docsDir, page), 'utf8')).map((problem) => `${page}: ${problem}`),
    );
    expect(problems).toEqual([]);
    expect(pages.filter((page) => read(`docs/${page}`).includes('<<< @/samples/')).length).toBeGreaterThan(3);
  });

  it('refuses an inline sample or an include of a missing file', () => {
    const page = '# Page\n\n```ts\nconst total = 1;\n```\n\n<<< @/samples/nowhere.ts\n';
    expect(sampleProblems(page)).toEqual([
      'an inline ```ts block: put the sample in docs/samples/ and include it',
      'includes a missing sample @/samples/nowhere.ts',
    ]);
  });

  it("of the Next.js recipe are the example app's own files, which its e2e test builds and runs", () => {
    const recipe = join(docsDir, 'samples/react/next');
    const targets = readdirSync(recipe).map((name) => relative(root, realpathSync(join(recipe, name))));
    expect(targets.sort()).toEqual([
      'examples/next-app/next.config.ts',
      'examples/next-app/src/app/layout.tsx',
      'examples/next-app/src/app/products/[id]/page.tsx',
      'examples/next-app/src/app/providers.tsx',
      'examples/next-app/src/lib/backend.ts',
    ]);
  });

  it('are repeated word for word by the README', () => {
    const readme = read('README.md');
    expect(fencedBlocks(readme, 'html')).toEqual([
      read('docs/samples/drop-in/recipe.html'),
      read('docs/samples/drop-in/cdn.html'),
    ]);
    expect(fencedBlocks(readme, 'tsx')).toEqual([read('docs/samples/react/ProductPage.tsx')]);
  });
});

describe('the versioned script tag', () => {
  const version: string = JSON.parse(read('packages/embed/package.json')).version;
  const cdn = read('docs/samples/drop-in/cdn.html');

  it("names the package's current version, with integrity and crossorigin on both tags", () => {
    const tags = cdn.split(/(?=<(?:link|script)\b)/).filter((tag) => tag.trim());
    expect(tags).toHaveLength(2);
    for (const tag of tags) {
      expect(tag).toMatch(new RegExp(`/v${version.replaceAll('.', '\\.')}/storefront\\.(css|js)"`));
      expect(tag).toContain('integrity="sha384-');
      expect(tag).toContain('crossorigin="anonymous"');
    }
  });
});

describe('package READMEs', () => {
  const published = readdirSync(join(root, 'packages')).filter(
    (name) => !JSON.parse(read(`packages/${name}/package.json`)).private,
  );
  const samples = new Set(
    readdirSync(join(docsDir, 'samples'), { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.(tsx?|html)$/.test(path))
      .map((path) => readFileSync(join(docsDir, 'samples', path), 'utf8')),
  );

  it('exist for every published package, with an install command, an example and a docs link', () => {
    expect(published.length).toBeGreaterThan(10);
    for (const name of published) {
      const readme = read(`packages/${name}/README.md`);
      expect(readme, name).toContain(`npm install`);
      expect(readme, name).toContain(`@storefront-widgets/${name}`);
      expect(readme, name).toMatch(/\]\(\.\.\/\.\.\/docs\/[a-z-]+\.md\)/);
      expect(['ts', 'tsx', 'html'].flatMap((language) => fencedBlocks(readme, language)).length, name).toBe(
        1,
      );
    }
  });

  it('show only examples that are sample files, so the typecheck compiles them', () => {
    const unchecked = published.flatMap((name) =>
      ['ts', 'tsx', 'html']
        .flatMap((language) => fencedBlocks(read(`packages/${name}/README.md`), language))
        .filter((block) => !samples.has(block ?? ''))
        .map(() => name),
    );
    expect(unchecked).toEqual([]);
  });

  it('link only to docs pages that exist', () => {
    const links = published.flatMap((name) =>
      [...read(`packages/${name}/README.md`).matchAll(/\]\(\.\.\/\.\.\/(docs\/[^)#]+)\)/g)].map(
        (m) => m[1] ?? '',
      ),
    );
    expect(links.filter((link) => !existsSync(join(root, link)))).toEqual([]);
  });
});

describe('the typecheck of the samples', () => {
  const configFile = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
  const config = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);

  it('covers every sample file', () => {
    const samples = readdirSync(join(docsDir, 'samples'), { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.tsx?$/.test(path))
      .map((path) => join(docsDir, 'samples', path));
    expect(samples.length).toBeGreaterThan(5);
    const checked = new Set(config.fileNames.map((name) => join(name)));
    // A link to an example app's file (the Next.js recipe) is checked where it lives.
    expect(samples.filter((sample) => !checked.has(sample) && !checked.has(realpathSync(sample)))).toEqual(
      [],
    );
  });

  it('fails on a sample whose types are wrong, with the options `npm run typecheck` uses', () => {
    const good = join(scratch, 'good.ts');
    const broken = join(scratch, 'broken.ts');
    const sample = (currency: string) =>
      `import { getCurrency } from '@storefront-widgets/core/money';\ngetCurrency(${currency});\n`;
    writeFileSync(good, sample("'EUR'"));
    writeFileSync(broken, sample('978'));
    const program = ts.createProgram([good, broken], config.options);
    const errors = ts.getPreEmitDiagnostics(program).map((d) => ({
      file: d.file?.fileName,
      message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
    }));
    expect(errors).toEqual([
      { file: broken, message: "Argument of type 'number' is not assignable to parameter of type 'string'." },
    ]);
  }, 120_000);
});

describe('the README', () => {
  const readme = read('README.md');

  it('is a front door of at most 15 KB', () => {
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(15 * 1024);
  });

  it('links only to files that exist', () => {
    const links = [...readme.matchAll(/\]\(((?:docs|packages)\/[^)#]+)\)/g)].map((m) => m[1] ?? '');
    expect(links.length).toBeGreaterThan(10);
    expect(links.filter((link) => !existsSync(join(root, link)))).toEqual([]);
  });
});

describe('the docs build', () => {
  it('fails on a dead internal link', () => {
    const site = join(scratch, 'site');
    mkdirSync(site);
    writeFileSync(join(site, 'index.md'), '# Home\n\nSee [the missing guide](./missing-guide).\n');
    const build = spawnSync(join(root, 'node_modules/.bin/vitepress'), ['build', site], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(build.status).not.toBe(0);
    expect(`${build.stdout}${build.stderr}`).toContain('Found dead link ./missing-guide in file index.md');
  }, 120_000);
});
