export const serverBundle: string;
export const DEFAULT_MAX_OLD_SPACE_MB: number;
export function buildServerIfStale(options?: { quiet?: boolean }): Promise<boolean>;
export function serverNodeArgs(env?: NodeJS.ProcessEnv): string[];
