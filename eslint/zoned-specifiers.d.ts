import type { Rule } from 'eslint';

/** The files on disk an import.meta.glob pattern written in `file` matches, absolute. */
export function globFiles(file: string, pattern: string): string[];
declare const rule: Rule.RuleModule;
export default rule;
