// Emits the drop-in's stylesheet: its base styles, then every `…Css` string the widget packages
// export (the CSS their React components inject when used without the drop-in).
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * The stylesheet's text: `base`'s contents, then each package's exported `…Css` strings, in the
 * order given (the cascade order). Packages whose built entry does not exist yet are skipped.
 * @param {{ base: string, packages: { name: string, entry: string }[] }} options
 */
export async function buildStylesheet({ base, packages }) {
  const parts = [readFileSync(base, 'utf8')];
  for (const { name, entry } of packages) {
    if (!existsSync(entry)) continue;
    const module = await import(pathToFileURL(entry).href);
    for (const [key, value] of Object.entries(module)) {
      if (key.endsWith('Css') && typeof value === 'string')
        parts.push(`/* ${name}: ${key} */\n${value.trim()}\n`);
    }
  }
  return parts.join('\n');
}

/**
 * A Rollup plugin that emits the stylesheet as `fileName`: pages link it, so the widgets work
 * under a strict Content-Security-Policy (`style-src 'self'`) that refuses injected `<style>`.
 * @param {{ fileName: string, base: string, packages: { name: string, entry: string }[] }} options
 */
export function widgetStylesheet({ fileName, ...sources }) {
  return {
    name: 'widget-stylesheet',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: await buildStylesheet(sources) });
    },
  };
}
