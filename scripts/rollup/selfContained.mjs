// Fails a build whose output imports anything but its own chunks.

/**
 * A Rollup plugin that fails the build when an output chunk imports a module (statically or
 * dynamically) that is not another chunk of the same build: a bundle meant to be served as it is
 * to a browser (the template engine's entry and its family chunks) must carry everything it
 * uses, and a bare specifier or a Node built-in left in it could not load there.
 */
export function selfContained() {
  return {
    name: 'self-contained',
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const outside = [...chunk.imports, ...chunk.dynamicImports].filter(
          (id) => bundle[id]?.type !== 'chunk',
        );
        if (outside.length)
          this.error(`${chunk.fileName} must import only its own chunks, imports ${outside.join(', ')}`);
      }
    },
  };
}
