import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres } from './throwaway.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway server's maintenance database (postgres://…/postgres): each file makes its own. */
    pgUrl: string;
  }
}

/** `npm run test:pg`: one throwaway PostgreSQL for the whole run, stopped when it ends. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startThrowawayPostgres();
  project.provide('pgUrl', server.url);
  return () => server.stop();
}
