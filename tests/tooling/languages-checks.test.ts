import { describe, expect, it } from 'vitest';
import { translationProblem } from '../../scripts/message-shape.ts';
import { runScript, withSandbox } from './support/sandbox.ts';

const COMPONENT = `import { Trans, useLingui } from '@lingui/react/macro';
export function Panel({ busy, code }: { busy: boolean; code: string }) {
  const { t } = useLingui();
  return (
    <section aria-label="Join panel">
      <h1>Join now</h1>
      <p><Trans>Enter the room code.</Trans></p>
      <span>VibeRank</span>
      <input placeholder="ABCDE-12345" />
      <input placeholder="Your name" />
      <p>{code} · {busy ? 'Saving...' : t\`Save\`}</p>
      <Notice message="Something went wrong" />
      <button onClick={() => window.alert('Failed to save')}>{t\`Retry\`}</button>
      <p>OK</p>
    </section>
  );
}
`;

describe('the check that every word comes from the catalogs (npm run lint)', () => {
  it('names each plain word a component shows, and nothing written with a macro or that is data', () => {
    const run = withSandbox({ 'src/client/features/rooms/panel.tsx': COMPONENT }, (root) =>
      runScript('scripts/check-messages.ts', [root]),
    );
    expect(run.status).toBe(1);
    const found = run.stderr
      .split('\n')
      .filter((line) => line.startsWith('  '))
      .map((line) => line.trim());
    expect(found).toEqual([
      'src/client/features/rooms/panel.tsx:5: "Join panel"',
      'src/client/features/rooms/panel.tsx:6: "Join now"',
      'src/client/features/rooms/panel.tsx:10: "Your name"',
      'src/client/features/rooms/panel.tsx:11: "Saving..."',
      'src/client/features/rooms/panel.tsx:12: "Something went wrong"',
      'src/client/features/rooms/panel.tsx:13: "Failed to save"',
      'src/client/features/rooms/panel.tsx:14: "OK"',
    ]);
  });
});

const LINGUIRC = JSON.stringify({
  locales: ['en', 'es'],
  sourceLocale: 'en',
  format: 'po',
  catalogs: [{ path: '<rootDir>/locales/{locale}/app', include: ['<rootDir>/src'] }],
});
const SOURCE = `import { Trans } from '@lingui/react/macro';
export const Greeting = ({ name }: { name: string }) => (
  <p><Trans>Hello {name}</Trans> <Trans>Bye</Trans></p>
);
`;
const po = (entries: [string, string][]) =>
  `msgid ""\nmsgstr ""\n${entries.map(([id, text]) => `\nmsgid "${id}"\nmsgstr "${text}"\n`).join('')}`;

function checkCatalogs(spanish: [string, string][]) {
  return withSandbox(
    {
      '.linguirc': LINGUIRC,
      'src/greeting.tsx': SOURCE,
      'locales/en/app.po': po([
        ['Hello {name}', ''],
        ['Bye', ''],
      ]),
      'locales/es/app.po': po(spanish),
    },
    (root) => runScript('scripts/check-catalogs.ts', [root]),
  );
}

describe('the check that the catalogs hold what the code writes (npm run lint)', () => {
  it('fails on a missing message, one no longer used, and a translation that drops a placeholder', () => {
    const run = checkCatalogs([
      ['Hello {name}', 'Hola {nombre}'],
      ['Gone', 'Ido'],
    ]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('locales/es/app.po: missing: "Bye"');
    expect(run.stderr).toContain('locales/es/app.po: no longer used: "Gone"');
    expect(run.stderr).toContain(
      'locales/es/app.po: placeholders nombre instead of name: "Hello {name}"',
    );
  });

  it('fails on a message left untranslated', () => {
    const run = checkCatalogs([
      ['Hello {name}', 'Hola {name}'],
      ['Bye', ''],
    ]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('locales/es/app.po: not translated: "Bye"');
  });

  it('passes catalogs in step with the code, every message translated', () => {
    const run = checkCatalogs([
      ['Hello {name}', 'Hola {name}'],
      ['Bye', 'Adiós'],
    ]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});

describe('what a translation keeps of its message', () => {
  it('keeps the placeholders, the plural and the tags, in valid ICU', () => {
    const plural = '{count, plural, one {# vote for {name}} other {# votes for {name}}}';
    expect(
      translationProblem(plural, '{count, plural, one {# voto para {name}} other {# votos}}'),
    ).toBeNull();
    expect(translationProblem('Hello {name}', 'Hola {nombre}')).toBe(
      'placeholders nombre instead of name',
    );
    expect(translationProblem('See <0>the page</0>', 'Mira la página')).toBe(
      'tags none instead of </0> <0>',
    );
    expect(translationProblem('Hello {name}', 'Hola {name')).toMatch(/^not valid ICU/);
  });
});
