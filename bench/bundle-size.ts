/**
 * The participant's first load of `/` and `/join` (scripts/launch/bundle-size.ts)
 * beside what the libraries alone weigh: a minimal page that renders React
 * with ReactDOM's createRoot, with and without @hello-pangea/dnd, built by
 * Vite in the same run into a scratch folder and gzipped the same way.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { gzipSize, participantFirstLoad } from '../scripts/launch/bundle-size.ts';
import type { Row } from '../scripts/launch/load/stats.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const ENTRY = 'virtual:baseline-entry';
const RESOLVED_ENTRY = `\0${ENTRY}`;

const REACT_ONLY = `
import { createElement as h, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
function App() {
  const [count, setCount] = useState(0);
  return h('main', null,
    h('h1', null, 'Ranked'),
    h('button', { type: 'button', onClick: () => setCount(count + 1) }, 'Add ' + count));
}
createRoot(document.getElementById('root')).render(h(StrictMode, null, h(App)));
`;

const REACT_AND_DND = `
import { createElement as h, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DragDropContext, Draggable, Droppable } from '@hello-pangea/dnd';
function App() {
  const [items, setItems] = useState(['a', 'b', 'c']);
  const onDragEnd = ({ source, destination }) => {
    if (!destination) return;
    const next = [...items];
    const [moved] = next.splice(source.index, 1);
    next.splice(destination.index, 0, moved);
    setItems(next);
  };
  return h(DragDropContext, { onDragEnd },
    h(Droppable, { droppableId: 'list' }, (drop) =>
      h('ul', { ref: drop.innerRef, ...drop.droppableProps },
        items.map((id, index) =>
          h(Draggable, { key: id, draggableId: id, index }, (drag) =>
            h('li', { ref: drag.innerRef, ...drag.draggableProps, ...drag.dragHandleProps }, id))),
        drop.placeholder)));
}
createRoot(document.getElementById('root')).render(h(StrictMode, null, h(App)));
`;

function virtualEntry(code: string): Plugin {
  return {
    name: 'baseline-entry',
    resolveId: (id) => (id === ENTRY ? RESOLVED_ENTRY : undefined),
    load: (id) => (id === RESOLVED_ENTRY ? code : undefined),
  };
}

/**
 * A production Vite build of `code` into `outDir`, as one script, `entry.js`,
 * with an `index.html` that loads it: a page the browser can open.
 */
export async function buildPage(code: string, outDir: string): Promise<void> {
  await build({
    // Packages resolve from the project's node_modules; no config file of ours applies.
    root: ROOT,
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    plugins: [virtualEntry(code)],
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      modulePreload: false,
      rolldownOptions: { input: ENTRY, output: { entryFileNames: 'entry.js' } },
    },
  });
  await writeFile(
    path.join(outDir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<title>React</title><script type="module" src="/entry.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
}

/** Gzipped bytes (level 9) of every script a production Vite build of code emits. */
async function builtGzipBytes(code: string): Promise<number> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'viberank-baseline-'));
  try {
    await buildPage(code, outDir);
    const files = await readdir(outDir, { recursive: true });
    let total = 0;
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      total += gzipSize(await readFile(path.join(outDir, file)));
    }
    return total;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/** React + ReactDOM (createRoot) + @hello-pangea/dnd rendering a small list, gzipped. */
export function reactWithDndBaseline(): Promise<number> {
  return builtGzipBytes(REACT_AND_DND);
}

/** React + ReactDOM (createRoot) rendering one component, gzipped: the floor of any page of ours. */
export function reactBaseline(): Promise<number> {
  return builtGzipBytes(REACT_ONLY);
}

/** The minimal React page itself, built into `outDir` (see bench/minimal-react-page.ts). */
export function buildMinimalReactPage(outDir: string): Promise<void> {
  return buildPage(REACT_ONLY, outDir);
}

/** Bench rows, in KiB: our first load beside React alone and React with the drag and drop. */
export async function measureBundleSize(clientDir: string): Promise<Row[]> {
  const ours = participantFirstLoad(clientDir).gzipBytes / 1024;
  const [react, reactWithDnd] = [await reactBaseline(), await reactWithDndBaseline()];
  return [
    {
      name: 'first load of /join, gzip, vs React',
      ours,
      baseline: react / 1024,
      unit: 'KiB',
      against: 'React + ReactDOM alone, minimal page',
    },
    {
      name: 'first load of /join, gzip, vs React + dnd',
      ours,
      baseline: reactWithDnd / 1024,
      unit: 'KiB',
      against: 'React + ReactDOM + @hello-pangea/dnd, minimal page',
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const clientDir = path.resolve(process.argv[2] ?? 'dist/client');
  for (const row of await measureBundleSize(clientDir)) {
    console.log(
      `${row.ours.toFixed(1)} ${row.unit} vs ${row.baseline.toFixed(1)} ${row.unit}: ${row.against}`,
    );
  }
}
