// Lingui's macros (`<Trans>`, `t`, `msg`, `plural`) turned into catalog
// lookups at build time by its Babel plugin, run only on the files that
// import them; and its catalogs compiled as they are imported (decision 044).
import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import type { PluginOption } from 'vite';

/**
 * The Vite plugins that make Lingui's macros and `.po` imports work, in the
 * app's build, its prerender and its tests alike, with the catalogs'
 * configuration of the project at `projectRoot` (a copy's own, in a copy).
 */
export function linguiPlugins(projectRoot: string): PluginOption[] {
  const configPath = path.join(projectRoot, 'lingui.config.ts');
  return [
    babel({
      presets: [
        {
          preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
          rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
        },
      ],
      parserOpts: { plugins: ['typescript', 'jsx'] },
      sourceMap: true,
    }),
    lingui({ cwd: projectRoot, configPath }),
  ];
}
