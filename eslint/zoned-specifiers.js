// The zones of import-x/no-restricted-paths, held for the two spellings that rule does not see:
// a type-position import() (`typeof import('../x.ts')`, `import('x').T`) and the files an
// `import.meta.glob` pattern brings in. Each is handed to that rule as if it were an import
// declaration, so the zones, their exceptions and their messages are the same ones.
import fs from 'node:fs';
import path from 'node:path';
import { Minimatch } from 'minimatch';
import importX from 'eslint-plugin-import-x';

const restrictedPaths = importX.rules['no-restricted-paths'];
const SKIPPED = new Set(['node_modules', 'dist', '.git']);

/** The part of a glob before its first wildcard segment: the folder to walk. */
function staticBase(pattern) {
  const segments = pattern.split('/');
  const index = segments.findIndex((s) => /[*?[\]{}!()]/.test(s));
  return (index === -1 ? segments.slice(0, -1) : segments.slice(0, index)).join('/') || '.';
}

function walk(dir, out) {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
}

/** The folder Vite resolves a `/…` glob from: the nearest package.json above the file. */
function projectRoot(file) {
  let dir = path.dirname(file);
  while (dir !== path.dirname(dir) && !fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return dir;
}

/** The files on disk an import.meta.glob pattern written in `file` matches, absolute. */
export function globFiles(file, pattern) {
  if (pattern.startsWith('!')) return [];
  const from = pattern.startsWith('/') ? projectRoot(file) : path.dirname(file);
  const absolute = path.resolve(from, pattern.replace(/^\//, ''));
  const matcher = new Minimatch(absolute, { dot: false });
  const out = [];
  walk(path.resolve(from, staticBase(pattern.replace(/^\//, ''))), out);
  return out.filter((f) => matcher.match(f));
}

/** The string literals of a glob's first argument: one pattern or an array of them. */
function patternsOf(node) {
  if (!node) return [];
  if (node.type === 'Literal' && typeof node.value === 'string') return [node];
  if (node.type === 'ArrayExpression') return node.elements.filter((e) => e?.type === 'Literal' && typeof e.value === 'string');
  return [];
}

const isMetaGlob = (callee) =>
  callee.type === 'MemberExpression' &&
  callee.property.type === 'Identifier' &&
  ['glob', 'globEager'].includes(callee.property.name) &&
  callee.object.type === 'MetaProperty' &&
  callee.object.meta.name === 'import' &&
  callee.object.property.name === 'meta';

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: { ...restrictedPaths.meta, docs: { description: 'The import zones, for type-position import() and import.meta.glob.' } },
  create(context) {
    const inner = restrictedPaths.create(context);
    const check = (literal) => inner.ImportDeclaration({ type: 'ImportDeclaration', source: literal, parent: literal.parent });
    const file = context.physicalFilename;
    return {
      TSImportType(node) {
        const literal = node.source;
        if (literal?.type === 'Literal' && typeof literal.value === 'string') check(literal);
      },
      CallExpression(node) {
        if (!isMetaGlob(node.callee)) return;
        for (const pattern of patternsOf(node.arguments[0])) {
          for (const target of globFiles(file, pattern.value)) {
            let specifier = path.relative(path.dirname(file), target);
            if (!specifier.startsWith('.')) specifier = `./${specifier}`;
            // Reported on the pattern, named by the file it brings in.
            check({ ...pattern, value: specifier, raw: `'${specifier}'` });
          }
        }
      },
    };
  },
};
