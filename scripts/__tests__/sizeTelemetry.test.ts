import { describe, expect, it } from 'vitest';
import { telemetryFiles } from '../size-telemetry.mjs';

const TELEMETRY = 'packages/embed/src/telemetry/startTelemetry.ts';

/** A build's manifest: the loader, the interactive chunk (ky), the telemetry and web-vitals. */
const manifest = {
  'storefront.js': {
    isEntry: true,
    imports: [],
    dynamicImports: ['chunks/interactive-a.js'],
    modules: { 'packages/embed/src/index.ts': 900 },
  },
  'chunks/interactive-a.js': {
    isEntry: false,
    imports: ['storefront.js'],
    dynamicImports: ['chunks/startTelemetry-b.js'],
    modules: { 'ky/distribution/index.js': 500 },
  },
  'chunks/startTelemetry-b.js': {
    isEntry: false,
    imports: ['storefront.js', 'chunks/interactive-a.js', 'chunks/webVitals-c.js'],
    dynamicImports: [],
    modules: { [TELEMETRY]: 300 },
  },
  'chunks/webVitals-c.js': {
    isEntry: false,
    imports: [],
    dynamicImports: [],
    modules: { 'web-vitals/dist/web-vitals.js': 200 },
  },
};

describe('telemetryFiles', () => {
  it("counts the telemetry chunk and what only it imports, not the widgets' chunks it shares", () => {
    const fetched = [
      'storefront.js',
      'chunks/interactive-a.js',
      'chunks/startTelemetry-b.js',
      'chunks/webVitals-c.js',
    ];
    expect(telemetryFiles(fetched, manifest, TELEMETRY)).toEqual([
      'chunks/startTelemetry-b.js',
      'chunks/webVitals-c.js',
    ]);
  });

  it('leaves a chunk a widget imports too to the widgets', () => {
    const shared = {
      ...manifest,
      'chunks/widget-d.js': {
        isEntry: false,
        imports: ['chunks/webVitals-c.js'],
        dynamicImports: [],
        modules: { 'widget.ts': 100 },
      },
    };
    const fetched = [...Object.keys(manifest), 'chunks/widget-d.js'];
    expect(telemetryFiles(fetched, shared, TELEMETRY)).toEqual(['chunks/startTelemetry-b.js']);
  });

  it('finds nothing when the page did not fetch the telemetry', () => {
    expect(telemetryFiles(['storefront.js', 'chunks/interactive-a.js'], manifest, TELEMETRY)).toEqual([]);
  });
});
