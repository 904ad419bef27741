import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Render options a golden case may set (the JSON of its `--- options` section). */
export interface CaseOptions {
  partials?: Record<string, string>;
  injects?: Record<string, unknown>;
  locale?: string;
  timeZone?: string;
  /** ms since the epoch. @default 1700000000000 (2023-11-14T22:13:20Z) */
  now?: number;
  expressions?: { maxTokens?: number; maxStringLength?: number };
}

/** One golden case: a template, its data and options, and what it must render. */
export interface GoldenCase {
  /** Path below `golden/`, without `.case`: `core/truncate-default`. */
  name: string;
  template: string;
  data: unknown;
  options: CaseOptions;
  output: string;
  /** Expected errors as `category line:column message`, in the order reported. */
  errors: string[];
  /** Id of the deviation (harness/deviations.ts) that makes the reference disagree, if any. */
  deviation?: string;
}

export const GOLDEN_DIR = new URL('../../../golden/', import.meta.url).pathname;

/** The fixed "now" of every case unless its options say otherwise. */
export const CASE_NOW = 1_700_000_000_000;

const SECTIONS = ['template', 'data', 'options', 'output', 'errors', 'deviation'] as const;

/**
 * Reads a `.case` file: sections opened by a line `--- name`; a section's text is every line up
 * to the next marker, without the line break before it. `template` and `output` are required.
 */
export function parseGoldenCase(name: string, text: string): GoldenCase {
  const sections: Partial<Record<(typeof SECTIONS)[number], string>> = {};
  const parts = text.replace(/\n$/, '').split(/^--- ([a-z]+)\n?/m);
  if (parts[0]!.trim() !== '') throw new Error(`${name}: text before the first section`);
  for (let i = 1; i < parts.length; i += 2) {
    const section = parts[i] as (typeof SECTIONS)[number];
    if (!SECTIONS.includes(section)) throw new Error(`${name}: unknown section '${section}'`);
    sections[section] = parts[i + 1]!.replace(/\n$/, '');
  }
  if (sections.template === undefined || sections.output === undefined) {
    throw new Error(`${name}: a case needs a template and an output section`);
  }
  return {
    name,
    template: sections.template,
    data: sections.data ? JSON.parse(sections.data) : {},
    options: sections.options ? JSON.parse(sections.options) : {},
    output: sections.output,
    errors: sections.errors ? sections.errors.split('\n').filter(Boolean) : [],
    ...(sections.deviation ? { deviation: sections.deviation.trim() } : {}),
  };
}

/** Every `.case` file under `golden/`, sorted by name. */
export function loadGoldenCases(dir = GOLDEN_DIR): GoldenCase[] {
  const files = (readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.case'))
    .sort();
  return files.map((file) =>
    parseGoldenCase(
      relative(dir, join(dir, file)).replace(/\.case$/, ''),
      readFileSync(join(dir, file), 'utf8'),
    ),
  );
}
