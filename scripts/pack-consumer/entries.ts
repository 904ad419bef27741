// Imports every public entry point of the packed packages by name (the list, entryModules.ts, is
// written by scripts/check-packages.mjs): each must load in Node and export something.
import { entryModules } from './entryModules.js';

const empty = Object.entries(entryModules).filter(([, module]) => Object.keys(module).length === 0);
if (empty.length) throw new Error(`entry points without exports: ${empty.map(([name]) => name).join(', ')}`);
console.log(`${Object.keys(entryModules).length} entry points import`);
