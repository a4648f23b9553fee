// A Vite plugin for the PWA build: the CSS text of styled-components templates without its
// indentation, line breaks and comments (`styled.div\`\n  display: flex;\n  gap: 8px;\n\`` ->
// `display: flex;gap: 8px;`). styled-components parses the same rules from either; the bundles
// shrink by the whitespace (docs/decisions/024: it pays for the wallet badges' few bytes).
// Only the template's literal text changes: `${...}` expressions are kept as they are.
import type { Plugin } from 'vite';

/** The tag of a styled template, right before its backtick: styled.div, styled(X), .attrs(...), css, keyframes. */
const STYLED_TAG =
  /(?:\bstyled\s*(?:\.\s*\w+|\(\s*[\w.]+\s*\))(?:\s*\.attrs\s*\((?:[^()`]|\([^()`]*\))*\))?|\bcss|\bcreateGlobalStyle|\bkeyframes)\s*(?:<(?:[^<>`]|<[^<>`]*>)*>)?\s*$/;

/** Where the string or comment starting at `i` ends (the index after it). */
function skipQuoted(code: string, i: number): number {
  const quote = code[i];
  let j = i + 1;
  while (j < code.length && code[j] !== quote) j += code[j] === '\\' ? 2 : 1;
  return j + 1;
}

/** The index after the `}` closing the expression whose `${` ends right before `i`. */
function skipExpression(code: string, i: number): number {
  let depth = 1;
  let j = i;
  while (j < code.length) {
    const c = code[j]!;
    if (c === "'" || c === '"') j = skipQuoted(code, j);
    else if (c === '`') j = skipTemplate(code, j + 1).end;
    else if (c === '/' && code[j + 1] === '/') j = code.indexOf('\n', j) === -1 ? code.length : code.indexOf('\n', j);
    else if (c === '/' && code[j + 1] === '*') j = code.indexOf('*/', j + 2) + 2;
    else {
      if (c === '{') depth++;
      if (c === '}' && --depth === 0) return j + 1;
      j++;
    }
  }
  return j;
}

/** A template from just after its opening backtick: its parts (text, expression, text, ...) and where it ends. */
function skipTemplate(code: string, i: number): { parts: string[]; end: number } {
  const parts: string[] = [];
  let text = '';
  let j = i;
  while (j < code.length) {
    const c = code[j]!;
    if (c === '\\') {
      text += code.slice(j, j + 2);
      j += 2;
    } else if (c === '`') {
      parts.push(text);
      return { parts, end: j + 1 };
    } else if (c === '$' && code[j + 1] === '{') {
      parts.push(text);
      text = '';
      const end = skipExpression(code, j + 2);
      parts.push(code.slice(j, end));
      j = end;
    } else {
      text += c;
      j++;
    }
  }
  return { parts: [...parts, text], end: j };
}

/** One literal piece of CSS text, shortened; spaces around an expression are kept where they separate words. */
export function minifyCssText(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1')
    .replace(/\s*,\s*(?=[&.#:\w[*>+~])/g, ',');
}

/**
 * The source with every styled template's CSS text shortened (the rest untouched). Comments are
 * stepped over, so a backtick in one never starts a template.
 */
export function minifyStyledTemplates(code: string): string {
  let out = '';
  let last = 0;
  let i = 0;
  while (i < code.length) {
    const c = code[i];
    if (c === '/' && code[i + 1] === '/') {
      const eol = code.indexOf('\n', i);
      i = eol === -1 ? code.length : eol;
      continue;
    }
    if (c === '/' && code[i + 1] === '*') {
      const close = code.indexOf('*/', i + 2);
      i = close === -1 ? code.length : close + 2;
      continue;
    }
    if (c !== '`') {
      i++;
      continue;
    }
    const { parts, end } = skipTemplate(code, i + 1);
    if (STYLED_TAG.test(code.slice(Math.max(last, i - 200), i))) {
      const minified = parts.map((part, n) => (n % 2 === 0 ? minifyCssText(part) : part));
      // The template's outer whitespace goes entirely.
      minified[0] = minified[0]!.replace(/^\s+/, '');
      minified[minified.length - 1] = minified[minified.length - 1]!.replace(/\s+$/, '');
      out += code.slice(last, i + 1) + minified.join('') + '`';
      last = end;
    }
    i = end;
  }
  return out + code.slice(last);
}

export function styledCssPlugin(): Plugin {
  return {
    name: 'dealcard:styled-css',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.tsx?$/.test(file) || file.includes('/node_modules/') || !code.includes('styled')) return null;
      const out = minifyStyledTemplates(code);
      return out === code ? null : { code: out, map: null };
    },
  };
}
