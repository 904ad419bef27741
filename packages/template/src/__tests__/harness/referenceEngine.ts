import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CLDRFramework } from '@phensley/cldr';
import { Compiler } from '@squarespace/template-engine';
import { CASE_NOW, type CaseOptions } from './goldenCase';

/** A render by either engine, in the shape the comparison needs. */
export interface Rendering {
  output: string;
  /** `category: message`, sorted (the engines report in different orders). */
  errors: string[];
}

const require = createRequire(import.meta.url);
const packs = require.resolve('@phensley/cldr/packs/en.json').replace(/en\.json$/, '');
const framework = new CLDRFramework({
  loader: (language) => readFileSync(`${packs}${language}.json`, 'utf8'),
});
const compiler = new Compiler();

/** The reference's messages carry error class names (also nested), which ours keep in `category`. */
const strip = (message: string) => message.replace(/(SyntaxError|RuntimeError): /g, '');

/**
 * The reference takes the time zone only from the data (`website.timeZone`); a case's `timeZone`
 * option is put there when the data has none of its own.
 */
function withTimeZone(data: unknown, timeZone: string | undefined): unknown {
  if (!timeZone || data === null || typeof data !== 'object' || Array.isArray(data)) return data;
  const website = (data as { website?: unknown }).website;
  if (website !== undefined && (typeof website !== 'object' || website === null || 'timeZone' in website))
    return data;
  return { ...data, website: { ...website, timeZone } };
}

/**
 * Renders with the behaviour reference, `@squarespace/template-engine`, with its locale data
 * loaded and `{.eval}` on, mapping the case options onto its API.
 */
export function renderWithReference(template: string, data: unknown, options: CaseOptions = {}): Rendering {
  const { code, errors: parseErrors } = compiler.parse(template);
  const { ctx, errors } = compiler.execute({
    enableInclude: true,
    code,
    json: withTimeZone(data, options.timeZone),
    partials: options.partials ?? {},
    injects: options.injects ?? {},
    cldr: framework.get(options.locale ?? 'en-US'),
    now: options.now ?? CASE_NOW,
    enableExpr: true,
    exprOpts: {
      ...(options.expressions?.maxTokens !== undefined ? { maxTokens: options.expressions.maxTokens } : {}),
      ...(options.expressions?.maxStringLength !== undefined
        ? { maxStringLen: options.expressions.maxStringLength }
        : {}),
    },
  });
  return {
    output: ctx.render(),
    errors: [...parseErrors, ...errors].map((error) => `${error.type}: ${strip(error.message)}`).sort(),
  };
}
