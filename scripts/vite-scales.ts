// A Vite plugin for the PWA and kiosk builds: writes the spacing and breakpoint scales' values into
// the styled templates (`${space(3, 4)}` -> `12px 16px`, `${media.sm}` -> `@media (min-width: 640px)`,
// `${row(2)}` -> `display: flex; align-items: center; gap: 8px;`),
// so the bundles carry the same CSS text as before the scales, byte for byte. The scales' functions
// still work unchanged where this plugin does not run (vitest).
import type { Plugin } from 'vite';
import { clampLines, column, media, plainList, row, space, text, type MediaName } from '../shared/src/scales.ts';

const SCALES_IMPORT =
  /import\s*\{[^}]*\b(space|media|row|column|plainList|text|clampLines)\b[^}]*\}\s*from\s*['"][^'"]*styles\/theme(\.ts)?['"]/;

const LAYOUTS: Record<string, (...args: number[]) => string> = { row, column, plainList, text, clampLines };

const numbers = (args: string) => args.split(',').map((a) => Number(a.trim()));

/** Whether the source still calls a scale (`space(`, `row(`) or reads the breakpoints (`media.`). */
const used = (name: string, body: string) => new RegExp(`\\b${name}${name === 'media' ? '\\.' : '\\('}`).test(body);

const SCALES_IMPORT_LIST = /import\s*\{([^}]*)\}\s*from\s*(['"][^'"]*styles\/theme(?:\.ts)?['"]);/;

/**
 * The source with the scales' calls replaced by their values (calls with anything but numbers
 * stay), and the scales dropped from the theme's import once nothing else uses them.
 */
export function inlineScales(code: string): string {
  const out = code
    .replace(/\$\{space\(\s*([\d.\s,]+)\)\}/g, (_, args: string) => space(...numbers(args)))
    .replace(/\$\{media\.(\w+)\}/g, (call: string, name: string) => (name in media ? media[name as MediaName] : call))
    // A layout on a line of its own is written a declaration a line, as the templates around it are.
    .replace(
      /^([ \t]*)\$\{(row|column|plainList|text|clampLines)\(\s*([\d.\s,]+)\)\}/gm,
      (_, indent: string, name: string, args: string) => indent + LAYOUTS[name]!(...numbers(args)).replace(/; /g, `;\n${indent}`),
    )
    .replace(/\$\{(row|column|plainList|text|clampLines)\(\s*([\d.\s,]+)\)\}/g, (_, name: string, args: string) =>
      LAYOUTS[name]!(...numbers(args)),
    );
  return out.replace(SCALES_IMPORT_LIST, (statement: string, names: string, from: string) => {
    const body = out.replace(statement, '');
    const kept = names
      .split(',')
      .map((n) => n.trim())
      .filter((n) => (n && !(n in LAYOUTS || n === 'space' || n === 'media')) || used(n, body));
    return kept.length ? `import { ${kept.join(', ')} } from ${from};` : '';
  });
}

export function inlineScalesPlugin(): Plugin {
  return {
    name: 'dealcard:inline-scales',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.tsx?$/.test(file) || file.includes('/node_modules/') || !SCALES_IMPORT.test(code)) return null;
      const out = inlineScales(code);
      return out === code ? null : { code: out, map: null };
    },
  };
}
