// The message catalogs hold exactly what the code says, in every language:
// every message the code writes (Lingui's macros, docs/languages.md) is in
// each language's catalog of its group, no catalog keeps a message the code no
// longer writes, and every language but English (the source) translates each
// one, keeping its placeholders and tags (message-shape.ts). Run by `npm run lint`; `npx lingui extract --clean` brings the catalogs
// up to date, translators fill in what is missing.
//
//   tsx scripts/check-catalogs.ts [root] [--language <tag>]   (only that language's problems)
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { translationProblem } from './message-shape.ts';

type Problem = { catalog: string; language: string; message: string; what: string };

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { language: { type: 'string' } },
});
const root = resolve(positionals[0] ?? '.');
const config = getConfig({ cwd: root });
const problems: Problem[] = [];
let checked = 0;
for (const catalog of await getCatalogs(config)) {
  const written = (await catalog.collect()) ?? {};
  for (const language of config.locales.filter(
    (tag) => !values.language || tag === values.language,
  )) {
    const held = await catalog.read(language);
    const file = catalog.getFilename(language);
    for (const [id, extracted] of Object.entries(written)) {
      checked += 1;
      const entry = held?.[id];
      const text = extracted.message ?? id;
      if (!entry) problems.push({ catalog: file, language, message: text, what: 'missing' });
      else if (language !== config.sourceLocale && !entry.translation)
        problems.push({ catalog: file, language, message: text, what: 'not translated' });
      else if (language !== config.sourceLocale) {
        const problem = translationProblem(text, entry.translation ?? '');
        if (problem) problems.push({ catalog: file, language, message: text, what: problem });
      }
    }
    for (const [id, entry] of Object.entries(held ?? {})) {
      if (!(id in written))
        problems.push({
          catalog: file,
          language,
          message: entry.message ?? id,
          what: 'no longer used',
        });
    }
  }
}

if (problems.length > 0) {
  console.error(`Message catalogs out of step with the code (${problems.length}):`);
  for (const { catalog, message, what } of problems.slice(0, 60))
    console.error(`  ${relative(root, catalog)}: ${what}: ${JSON.stringify(message)}`);
  if (problems.length > 60) console.error(`  … and ${problems.length - 60} more`);
  console.error(
    'Run `npx lingui extract --clean` for missing and unused messages; translate the rest.',
  );
  process.exitCode = 1;
} else {
  console.log(
    `Message catalogs: ${checked} messages in step with the code, every language translated.`,
  );
}
