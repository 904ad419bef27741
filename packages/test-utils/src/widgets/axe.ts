import axe from 'axe-core';

/**
 * Runs axe-core on a container and returns the violations as readable lines. Layout-dependent
 * rules (colour contrast, target size) are off: happy-dom has no layout; real Chromium checks them.
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, {
    rules: {
      'color-contrast': { enabled: false },
      'target-size': { enabled: false },
      region: { enabled: false },
    },
  });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
