// Text a person reads must come from the catalogue (Lingui's `t`, pwa/src/locales and
// kiosk/src/locales), never be written into a component: JSX text with letters in it, a string
// in an attribute people read (aria-label, title, placeholder, alt, label, ...), a toast's title
// or description, and the fallback of errorMessage(). Anything else (class names, keys, URLs)
// is not text and is left alone.

const LETTER = /\p{L}/u;
/** Attributes and props whose value is read by a person (or a screen reader). */
export const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
  'hint',
  'heading',
  'message',
  'emptyText',
  'emptyMessage',
  'confirmLabel',
  'cancelLabel',
  'actionLabel',
  'loadingLabel',
  'backLabel',
]);
const READ_PROPERTIES = new Set(['title', 'description', 'label', 'message']);
/** Calls whose string arguments are shown as they are. */
const TEXT_CALLS = new Set(['toast', 'errorMessage', 'showError', 'confirm', 'alert']);

function literalText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join(' ');
  return null;
}

const calleeName = (node) =>
  node.callee.type === 'Identifier'
    ? node.callee.name
    : node.callee.type === 'MemberExpression'
      ? node.callee.property.name
      : null;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Text people read comes from the Lingui catalogue, not a literal in a component.' },
    messages: {
      literal: 'Text people read must be translatable: wrap it in t`…` (@lingui/core/macro). Found: {{text}}',
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'literal', data: { text: JSON.stringify(text.trim().slice(0, 40)) } });
    const check = (node) => {
      if (!node) return;
      // The branches of `a ? 'Text' : 'Other'`, `a && 'Text'` and `a ?? 'Text'` are shown too.
      if (node.type === 'ConditionalExpression') return (check(node.consequent), check(node.alternate));
      if (node.type === 'LogicalExpression') return check(node.right);
      const text = literalText(node);
      if (text !== null && LETTER.test(text)) report(node, text);
    };
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !READ_ATTRIBUTES.has(name) || !node.value) return;
        if (node.value.type === 'JSXExpressionContainer') check(node.value.expression);
        else check(node.value);
      },
      // {'Some text'} as a JSX child.
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment') check(node.expression);
      },
      CallExpression(node) {
        const name = calleeName(node);
        if (!name || !TEXT_CALLS.has(name)) return;
        for (const arg of node.arguments) {
          if (arg.type === 'ObjectExpression') {
            for (const p of arg.properties)
              if (p.type === 'Property' && p.key.type === 'Identifier' && READ_PROPERTIES.has(p.key.name)) check(p.value);
          } else check(arg);
        }
      },
    };
  },
};
