import type { Config } from '../config.ts';

/** Development only: lets a person trying the product read what it e-mailed. */
export function outboxViewerAvailable(config: Config): boolean {
  return !config.isProduction;
}
