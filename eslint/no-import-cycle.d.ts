import type { Rule } from 'eslint';

/** Each file that is part of an import cycle (type-only imports included), mapped to the files of its cycle. */
export function cyclesOf(rootDir: string): Map<string, Set<string>>;
declare const rule: Rule.RuleModule;
export default rule;
