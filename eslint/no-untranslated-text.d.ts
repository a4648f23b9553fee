import type { Rule } from 'eslint';

export const READ_ATTRIBUTES: Set<string>;
declare const rule: Rule.RuleModule;
export default rule;
