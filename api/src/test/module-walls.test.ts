import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The API's walls between modules, read from the source: one module writes the card's tables,
 * one module serves the tablet's calls, and no two modules lean on each other.
 */

const src = path.resolve(import.meta.dirname, '..');
const modulesDir = path.join(src, 'modules');

function productFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts') || entry.name.endsWith('.d.ts'))
      return [];
    const file = path.join(entry.parentPath, entry.name);
    const rel = path.relative(src, file);
    return rel.startsWith('db/migrations') || rel.startsWith('db/schema') || rel.startsWith('test/') ? [] : [file];
  });
}

/** The card's tables: the card row, its card QR token and its vouchers. */
const CARD_TABLES = { cards: 'cards', cardTokens: 'card_tokens', vouchers: 'vouchers' };

/** Each write to one of the card's tables in `code`, through drizzle or in SQL text. */
export function cardTableWrites(code: string): string[] {
  const drizzle = Object.keys(CARD_TABLES).join('|');
  const sqlNames = Object.values(CARD_TABLES).join('|');
  const patterns = [
    new RegExp(String.raw`\.(insert|update|delete)\(\s*(${drizzle})\s*\)`, 'g'),
    new RegExp(String.raw`\b(insert\s+(?:or\s+\w+\s+)?into|update|delete\s+from|replace\s+into)\s+(${sqlNames})\b`, 'gi'),
  ];
  return patterns.flatMap((re) => [...code.matchAll(re)].map((m) => m[0].replace(/\s+/g, ' ')));
}

/** The other modules a module's files import (static, dynamic and type imports alike). */
export function moduleImports(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/(?:from\s*|import\s*\(\s*)'\.\.\/([a-z0-9-]+)\//g)) found.add(m[1]!);
  return [...found];
}

/** The cycles of a graph (each as the modules on it), by Tarjan's strongly connected components. */
export function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)?.has(v)) cycles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

describe('one module writes the card', () => {
  it('finds writes in either spelling, and not reads', () => {
    expect(cardTableWrites('tx.update(cards).set({ status })')).toEqual(['.update(cards)']);
    expect(cardTableWrites('db.insert( cardTokens ).values(v)')).toEqual(['.insert( cardTokens )']);
    expect(cardTableWrites('`UPDATE cards SET status = ?`')).toEqual(['UPDATE cards']);
    expect(cardTableWrites('`INSERT INTO vouchers (a) VALUES (?)`')).toEqual(['INSERT INTO vouchers']);
    expect(cardTableWrites("prepare('delete from card_tokens where card_id = ?')")).toEqual(['delete from card_tokens']);
    expect(cardTableWrites('SELECT token FROM card_tokens; db.select().from(cards); UPDATE card_offers SET')).toEqual([]);
  });

  it('only api/src/modules/cards writes cards, card_tokens and vouchers', () => {
    const outside = productFiles(src)
      .filter((file) => !file.startsWith(path.join(modulesDir, 'cards') + path.sep))
      .flatMap((file) => cardTableWrites(fs.readFileSync(file, 'utf8')).map((write) => `${path.relative(src, file)}: ${write}`));
    expect(outside).toEqual([]);
    const inside = productFiles(path.join(modulesDir, 'cards')).flatMap((file) => cardTableWrites(fs.readFileSync(file, 'utf8')));
    // The module does write them: the scan is looking at the right code.
    expect(inside.length).toBeGreaterThanOrEqual(5);
  });
});

describe('one module serves the tablet', () => {
  it('every /kiosk/ route is declared in kiosk/kiosk.routes.ts', () => {
    const declared = productFiles(src).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/router\.(?:get|post|put|patch|delete)\(\s*'(\/kiosk\/[^']*)'/g)].map(
        (m) => `${path.relative(src, file)} ${m[1]}`,
      ),
    );
    expect(declared.length).toBeGreaterThanOrEqual(13);
    expect(declared.filter((line) => !line.startsWith('modules/kiosk/kiosk.routes.ts '))).toEqual([]);
  });
});

describe('modules do not lean on each other', () => {
  it('finds a cycle, and none in a chain', () => {
    const graph = (edges: string) => {
      const g = new Map<string, Set<string>>();
      for (const [a, b] of edges.split(' ').map((e) => e.split('>') as [string, string])) {
        g.set(a, (g.get(a) ?? new Set()).add(b));
        if (!g.has(b)) g.set(b, new Set());
      }
      return g;
    };
    expect(cyclesOf(graph('a>b b>c c>a c>d'))).toEqual([['a', 'b', 'c']]);
    expect(cyclesOf(graph('a>b b>c a>c'))).toEqual([]);
    expect(
      moduleImports("import type { X } from '../cards/make-card.ts';\nconst y = await import('../counter/sync.ts');"),
    ).toEqual(['cards', 'counter']);
  });

  it('no two API modules import each other, directly or around a loop', () => {
    const graph = new Map<string, Set<string>>();
    for (const name of fs.readdirSync(modulesDir)) {
      const dir = path.join(modulesDir, name);
      if (!fs.statSync(dir).isDirectory()) continue;
      const uses = new Set(productFiles(dir).flatMap((file) => moduleImports(fs.readFileSync(file, 'utf8'))));
      uses.delete(name);
      graph.set(name, uses);
    }
    expect(graph.get('kiosk')).toContain('counter');
    expect(cyclesOf(graph)).toEqual([]);
  });
});
