// Lingui's macros (`<Trans>`, `t`, `msg`, `plural`) turned into catalog
// lookups at build time by its Babel plugin, run only on the files that
// import them; and its catalogs compiled as they are imported (decision 044).
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import type { PluginOption } from 'vite';

/** The Vite plugins that make Lingui's macros and `.po` imports work, in the app's build and its prerender alike. */
export function linguiPlugins(): PluginOption[] {
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
    lingui(),
  ];
}
