// Checks each published package's contract with publint: exports map, types first, files list.
import { readdirSync, readFileSync } from 'node:fs';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

let problems = 0;
for (const dir of readdirSync('packages')) {
  const pkgDir = `packages/${dir}`;
  const pkg = JSON.parse(readFileSync(`${pkgDir}/package.json`, 'utf8'));
  if (pkg.private) continue;
  const { messages } = await publint({ pkgDir, level: 'warning', strict: true });
  for (const message of messages) {
    problems += 1;
    console.error(`${pkg.name}: ${formatMessage(message, pkg) ?? message.code}`);
  }
}
if (problems) {
  console.error(`${problems} package contract problem(s)`);
  process.exit(1);
}
console.log('package contracts: ok');
