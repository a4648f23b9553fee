// A Vite plugin for the PWA build: the CSS text of styled-components templates without its
// indentation, line breaks and comments (`styled.div\`\n  display: flex;\n  gap: 8px;\n\`` ->
// `display: flex;gap: 8px;`). styled-components parses the same rules from either; the bundles
// shrink by the whitespace (docs/decisions/024: it pays for the wallet badges' few bytes).
// Only the template's literal text changes: `${...}` expressions are kept as they are.
import ts from 'typescript';
import type { Plugin } from 'vite';

/** One literal piece of CSS text, shortened; spaces around an expression are kept where they separate words. */
export function minifyCssText(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1')
    .replace(/\s*,\s*(?=[&.#:\w[*>+~])/g, ',');
}

/** A styled template's tag: styled.div, styled(Button), styled.p.attrs(...), css, keyframes, createGlobalStyle. */
function isStyledTag(tag: ts.Expression): boolean {
  let root: ts.Expression = tag;
  for (;;) {
    if (ts.isPropertyAccessExpression(root)) root = root.expression;
    else if (ts.isCallExpression(root)) root = root.expression;
    else break;
  }
  return ts.isIdentifier(root) && ['styled', 'css', 'keyframes', 'createGlobalStyle'].includes(root.text);
}

/**
 * The source with every styled template's CSS text shortened (the rest untouched). TypeScript's
 * parser finds the templates, so strings, comments and regular expressions never confuse it.
 */
export function minifyStyledTemplates(code: string, fileName = 'file.tsx'): string {
  const file = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  // [start, end, text] of each literal piece to replace, inside the backticks and braces.
  const edits: Array<[number, number, string]> = [];
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) && isStyledTag(node.tag)) {
      const template = node.template;
      const pieces = ts.isNoSubstitutionTemplateLiteral(template)
        ? [template]
        : [template.head, ...template.templateSpans.map((span) => span.literal)];
      pieces.forEach((piece, n) => {
        // Each piece's text runs from after its "`" or "}" to before its "${" or "`".
        const start = piece.getStart(file) + 1;
        const end = piece.end - (ts.isTemplateHead(piece) || ts.isTemplateMiddle(piece) ? 2 : 1);
        let text = minifyCssText(code.slice(start, end));
        if (n === 0) text = text.replace(/^\s+/, '');
        if (n === pieces.length - 1) text = text.replace(/\s+$/, '');
        edits.push([start, end, text]);
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = code;
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + text + out.slice(end);
  return out;
}

export function styledCssPlugin(): Plugin {
  return {
    name: 'dealcard:styled-css',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.tsx?$/.test(file) || file.includes('/node_modules/') || !code.includes('styled')) return null;
      const out = minifyStyledTemplates(code, file);
      return out === code ? null : { code: out, map: null };
    },
  };
}
