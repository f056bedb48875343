// No component shows a word that bypasses the message catalogs: the text
// between JSX tags, the attributes a person reads or hears (aria-label, title,
// alt, placeholder…), the props that carry such text into a component
// (label, message, heading…), and what alert() and confirm() say, are written
// with Lingui's macros (docs/languages.md), never as plain string literals.
// Data (names, codes), symbols and the brand are not words to translate. Run
// by `npm run lint`.
//
//   tsx scripts/check-messages.ts [root]
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse } from '@babel/parser';

const CLIENT = 'src/client';
const NOT_CHECKED = /(\.test(-support)?\.tsx?|\.d\.ts)$/;
/** Attributes a person reads or a screen reader says. */
const SPOKEN_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'alt',
  'placeholder',
]);
/** Props that carry text into a component, by how they are named. */
const TEXT_PROP =
  /^(label|.+Label|title|.+Title|message|.+Message|heading|hint|description|caption|notice|text|.+Text)$/;
/** The brand, a path or an address: not words to translate. */
const NOT_WORDS = /^(VibeRank|\/\S*|https?:\S*)$/u;
/** A word: two lower-case letters in a row, or a word of capitals alone ("OK"), not a code ("ABCDE-12345"). */
const WORD = /\p{Ll}{2}|(^|\s)\p{Lu}{2,}($|\s)/u;

type Node = { type: string; loc?: { start: { line: number } } | null } & Record<string, unknown>;
type Finding = { file: string; line: number; text: string };

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** A literal's text, if `node` is a plain string (no macro around it). */
function literalText(node: unknown): string | null {
  if (!isNode(node)) return null;
  if (node.type === 'StringLiteral') return String(node.value);
  if (node.type === 'TemplateLiteral') {
    const quasis = node.quasis as { value: { cooked: string } }[];
    return quasis.map((quasi) => quasi.value.cooked).join('…');
  }
  return null;
}

/** The plain strings an expression may evaluate to: `a ? 'x' : 'y'`, `ok && 'z'`. */
function shownStrings(node: unknown): { text: string; node: Node }[] {
  if (!isNode(node)) return [];
  const text = literalText(node);
  if (text !== null) return [{ text, node }];
  if (node.type === 'ConditionalExpression')
    return [...shownStrings(node.consequent), ...shownStrings(node.alternate)];
  if (node.type === 'LogicalExpression') return shownStrings(node.right);
  return [];
}

function findingsIn(file: string, source: string): Finding[] {
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'] });
  const found: Finding[] = [];
  const report = (node: Node, text: string) => {
    const words = text.replace(/\s+/g, ' ').trim();
    if (WORD.test(words) && !NOT_WORDS.test(words))
      found.push({ file, line: node.loc?.start.line ?? 0, text: words });
  };
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!isNode(node)) return;
    // Inside a macro the words are the catalog's.
    if (node.type === 'JSXElement') {
      const name = (node.openingElement as { name: Node }).name;
      if (
        name.type === 'JSXIdentifier' &&
        ['Trans', 'Plural', 'Select', 'SelectOrdinal'].includes(String(name.name))
      )
        return;
    }
    if (node.type === 'TaggedTemplateExpression') return;
    if (node.type === 'JSXText') report(node, String(node.value));
    if (node.type === 'JSXExpressionContainer' && !isAttributeValue(node))
      for (const shown of shownStrings(node.expression)) report(shown.node, shown.text);
    if (node.type === 'JSXAttribute') {
      const name = (node.name as Node).name;
      const value = node.value as Node | null;
      if (
        typeof name === 'string' &&
        (SPOKEN_ATTRIBUTES.has(name) || TEXT_PROP.test(name)) &&
        value
      ) {
        const expression = value.type === 'JSXExpressionContainer' ? value.expression : value;
        for (const shown of shownStrings(expression)) report(shown.node, shown.text);
      }
    }
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node;
      const property =
        callee.type === 'MemberExpression' ? (callee.property as Node).name : callee.name;
      if (property === 'alert' || property === 'confirm')
        for (const shown of shownStrings((node.arguments as unknown[])[0]))
          report(shown.node, shown.text);
    }
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'loc' && key !== 'start' && key !== 'end') visit(child);
    }
  };
  const attributeValues = new WeakSet<object>();
  const isAttributeValue = (node: Node) => attributeValues.has(node);
  const markAttributes = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) markAttributes(child);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === 'JSXAttribute' && isNode(node.value)) attributeValues.add(node.value);
    for (const [key, child] of Object.entries(node)) if (key !== 'loc') markAttributes(child);
  };
  markAttributes(ast.program);
  visit(ast.program);
  return found;
}

function modulesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modulesUnder(path);
    return /\.tsx$/.test(entry.name) && !NOT_CHECKED.test(entry.name) ? [path] : [];
  });
}

const root = resolve(process.argv[2] ?? '.');
const findings = modulesUnder(join(root, CLIENT)).flatMap((path) =>
  findingsIn(relative(root, path), readFileSync(path, 'utf8')),
);
if (findings.length > 0) {
  console.error(
    `Words shown without the message catalogs (docs/languages.md) — ${findings.length}:`,
  );
  for (const { file, line, text } of findings)
    console.error(`  ${file}:${line}: ${JSON.stringify(text)}`);
  process.exitCode = 1;
} else {
  console.log('Every word the components show comes from the message catalogs.');
}
