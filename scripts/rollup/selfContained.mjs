// Fails a build whose output still imports something.

/**
 * A Rollup plugin that fails the build when any output chunk imports a module (statically or
 * dynamically): a bundle meant to load alone in a browser (the template engine's) must carry
 * everything it uses, and a Node built-in left in it could not load there.
 */
export function selfContained() {
  return {
    name: 'self-contained',
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        const imports = chunk.type === 'chunk' ? [...chunk.imports, ...chunk.dynamicImports] : [];
        if (imports.length)
          this.error(`${chunk.fileName} must import nothing, imports ${imports.join(', ')}`);
      }
    },
  };
}
