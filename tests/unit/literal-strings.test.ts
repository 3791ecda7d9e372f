import fs from 'node:fs';
import path from 'node:path';
// Vite 8's own parser (oxc, through rolldown, which Vite depends on): TypeScript 7 has no JS API.
import { parseSync } from 'rolldown/experimental';
import { expect, it } from 'vitest';

// Issue 14: every text a person reads comes from the catalogues, in every language. A component
// that writes words into its markup (JSX text, or a string for an attribute that is shown or read
// out) would show them in English on a Hindi or Marathi page. This walks every component.

/** Attributes whose value a person sees or a screen reader speaks. */
const SHOWN_ATTRIBUTES = new Set(['placeholder', 'title', 'alt', 'aria-label', 'aria-description', 'label', 'hint', 'message', 'submitLabel', 'legend']);
/** Words that are the same in every language: the brand. */
const SAME_IN_EVERY_LANGUAGE = /^(?:Hariyali)$/;

function componentFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) componentFiles(file, out);
    else if (entry.name.endsWith('.tsx') && !entry.name.includes('.test.')) out.push(file);
  }
  return out;
}

/** Words in Latin letters (symbols, digits and punctuation alone show no language). */
const hasWords = (text: string) => /\p{Script=Latin}{2,}/u.test(text) && !SAME_IN_EVERY_LANGUAGE.test(text.trim());

type Node = { type?: string; start?: number; [key: string]: unknown };

function literalTexts(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const { program, errors } = parseSync(file, code);
  expect(errors, file).toEqual([]);
  const found: string[] = [];
  const where = (node: Node) => `${path.relative(process.cwd(), file)}:${code.slice(0, node.start).split('\n').length}`;
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const n = node as Node;
    if (n.type === 'JSXText' && hasWords(String(n.value))) found.push(`${where(n)} text "${String(n.value).trim()}"`);
    if (n.type === 'JSXAttribute') {
      const name = (n.name as Node).name as string;
      let value = n.value as Node | null;
      if (value?.type === 'JSXExpressionContainer') value = value.expression as Node;
      if (SHOWN_ATTRIBUTES.has(name) && value?.type === 'Literal' && typeof value.value === 'string' && hasWords(value.value)) {
        found.push(`${where(n)} ${name}="${value.value}"`);
      }
    }
    for (const [key, child] of Object.entries(n)) if (key !== 'parent') visit(child);
  };
  visit(program);
  return found;
}

it('no component writes words of its own into the page: they come from the catalogues', () => {
  const files = componentFiles(path.resolve('src/client'));
  expect(files.length).toBeGreaterThan(50);
  expect(files.flatMap(literalTexts)).toEqual([]);
});
