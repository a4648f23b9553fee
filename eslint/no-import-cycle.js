// Reports every import that closes a cycle, type-only imports included: import-x/no-cycle skips
// those, but a type-only cycle still ties two files together (the route files through app.ts was one).
import fs from 'node:fs';
import path from 'node:path';

const ROOTS = ['shared/src', 'api/src', 'pwa/src', 'kiosk/src', 'scripts', 'e2e'];
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const SPECIFIERS =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

function walk(dir, out) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (SOURCE.test(entry.name)) out.push(full);
  }
}

function resolveRelative(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** file -> the strongly connected component (as a Set) it belongs to, for files in a cycle. */
export function cyclesOf(rootDir) {
  const files = [];
  for (const root of ROOTS) walk(path.join(rootDir, root), files);
  const edges = new Map();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const targets = new Set();
    for (const match of text.matchAll(SPECIFIERS)) {
      const target = resolveRelative(file, match[1] ?? match[2] ?? match[3]);
      if (target) targets.add(target);
    }
    edges.set(file, [...targets]);
  }
  // Tarjan's strongly connected components, iteratively.
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const component = new Map();
  for (const start of edges.keys()) {
    if (indexOf.has(start)) continue;
    const work = [[start, 0]];
    indexOf.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const next = (edges.get(node) ?? [])[i];
      if (next !== undefined) {
        frame[1]++;
        if (!indexOf.has(next)) {
          indexOf.set(next, index);
          low.set(next, index++);
          stack.push(next);
          onStack.add(next);
          work.push([next, 0]);
        } else if (onStack.has(next)) {
          low.set(node, Math.min(low.get(node), indexOf.get(next)));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === indexOf.get(node)) {
        const members = new Set();
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          members.add(member);
        } while (member !== node);
        if (members.size > 1) for (const m of members) component.set(m, members);
      }
    }
  }
  return component;
}

let cached;

export default {
  meta: {
    type: 'problem',
    docs: { description: 'no import cycles, type-only imports included' },
    messages: { cycle: 'Import cycle: {{target}} leads back to this file ({{size}} files in the cycle).' },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    cached ??= cyclesOf(context.cwd);
    const members = cached.get(file);
    if (!members) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = resolveRelative(file, source.value);
      if (target && members.has(target)) {
        context.report({ node, messageId: 'cycle', data: { target: source.value, size: String(members.size) } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
