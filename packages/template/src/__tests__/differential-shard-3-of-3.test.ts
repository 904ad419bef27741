import { expect, it } from 'vitest';
import { runDifferentialShard } from './harness/differential';

it('agrees with @squarespace/template-engine on shard 3 of 3 of the golden corpus and generated cases', () => {
  expect(runDifferentialShard(2, 3)).toEqual([]);
}, 300_000);
