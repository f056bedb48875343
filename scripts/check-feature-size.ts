// No client feature holds more than a feature's worth of modules: past the
// limit, a folder is several things users do, and should be split along them
// (docs/decisions/029-features-the-size-of-a-feature.md). Counts every .ts and
// .tsx module under src/client/features/<feature>/, at any depth, leaving out
// unit tests and their fixtures (*.test.ts(x), *.test-support.ts(x)),
// declarations and stylesheets. Run by `npm run lint`.
//
//   tsx scripts/check-feature-size.ts [root] [--max 25]
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const FEATURES = 'src/client/features';
const MODULE = /\.tsx?$/;
const NOT_COUNTED = /(\.test(-support)?\.tsx?|\.d\.ts)$/;

function countModules(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((count, entry) => {
    if (entry.isDirectory()) return count + countModules(join(dir, entry.name));
    return MODULE.test(entry.name) && !NOT_COUNTED.test(entry.name) ? count + 1 : count;
  }, 0);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { max: { type: 'string' } },
});
const root = resolve(positionals[0] ?? '.');
const max = values.max === undefined ? 25 : Number(values.max);
if (!(Number.isInteger(max) && max > 0)) {
  console.error(`--max takes a whole number of modules, not "${values.max}"`);
  process.exit(2);
}

const features = join(root, FEATURES);
const tooLarge = existsSync(features)
  ? readdirSync(features, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => ({ name: entry.name, modules: countModules(join(features, entry.name)) }))
      .filter((feature) => feature.modules > max)
  : [];

if (tooLarge.length > 0) {
  console.error(
    `A feature holds at most ${max} modules (tests aside); split these along what users do:`,
  );
  for (const feature of tooLarge) {
    console.error(`  ${FEATURES}/${feature.name}: ${feature.modules} modules`);
  }
  process.exit(1);
}
