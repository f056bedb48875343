// Every file and folder in the project's own folders is named in kebab-case:
// lower-case words joined by hyphens, then a file's dotted suffixes in the same
// case (`room-code-panel.tsx`, `tally.test.ts`, `tally.test-support.ts`,
// `results-podium.css`). Biome's useFilenamingConvention holds scripts to this;
// this check covers what Biome does not lint by name: folders, CSS, HTML, SQL,
// Markdown. Run by `npm run lint`.
//
//   tsx scripts/check-file-names.ts [root]
import { existsSync, readdirSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';

const FOLDERS = ['src', 'tests', 'scripts', 'bench', 'docs'];
const KEBAB_FOLDER = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const KEBAB_FILE = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)+$/;
// NOTE: drizzle-kit names migrations itself (`0001_participants_and_ballots.sql`,
// `meta/_journal.json`); https://orm.drizzle.team/docs/drizzle-kit-generate
const GENERATED = new Set(['migrations']);
// A message catalog's folder is named by its language's BCP 47 tag (pt-BR),
// as Lingui and every browser spell it; https://www.rfc-editor.org/rfc/rfc5646
const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Z]{2})?$/;
const CATALOGS = 'locales';
// A folder's guide keeps the name every forge shows beneath the folder's files.
const CONVENTIONAL = new Set(['README.md']);

function misnamedUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (!entry.isDirectory()) {
      return KEBAB_FILE.test(entry.name) || CONVENTIONAL.has(entry.name) ? [] : [path];
    }
    if (GENERATED.has(entry.name)) return [];
    const inside = misnamedUnder(path);
    const named =
      KEBAB_FOLDER.test(entry.name) ||
      (basename(dir) === CATALOGS && LANGUAGE_TAG.test(entry.name));
    return named ? inside : [path, ...inside];
  });
}

const root = resolve(process.argv[2] ?? '.');
const misnamed = FOLDERS.map((folder) => join(root, folder))
  .filter((folder) => existsSync(folder))
  .flatMap(misnamedUnder)
  .map((path) => relative(root, path));

if (misnamed.length > 0) {
  console.error('File and folder names are kebab-case (room-code-panel.tsx, results-podium.css):');
  for (const path of misnamed) console.error(`  ${path}`);
  process.exit(1);
}
