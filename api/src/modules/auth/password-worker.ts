import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { ZXCVBN_SETTINGS, type PasswordEstimate } from '@dealcard/shared/password-strength';

/**
 * zxcvbn in a worker thread: its ranked dictionaries take about 60 MB, which the server's capped
 * heap (decision 009) should not carry for good after one sign-up. The worker is started on the
 * first check and ends after `idleMs` without one, taking that memory with it; a check then waits
 * about a second for the next one to start. The worker only estimates; the rule itself is
 * judgeEstimate in shared/password-strength.ts, the same the browser applies.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { ZxcvbnFactory } = require(workerData.core);
const languages = workerData.languages.map((file) => require(file));
const factory = new ZxcvbnFactory({
  dictionary: Object.assign({}, ...languages.map((l) => l.dictionary)),
  graphs: languages[0].adjacencyGraphs,
  useLevenshteinDistance: workerData.useLevenshteinDistance,
});
parentPort.on('message', ({ id, password, inputs }) => {
  try {
    const r = factory.check(password, inputs);
    parentPort.postMessage({ id, score: r.score, warning: r.feedback.warning, suggestions: r.feedback.suggestions });
  } catch (err) {
    parentPort.postMessage({ id, error: String((err && err.message) || err) });
  }
});
`;

export interface PasswordEstimator {
  estimate(password: string, inputs: string[]): Promise<PasswordEstimate>;
  /** Whether a worker is running now (tests). */
  running(): boolean;
  stop(): Promise<void>;
}

interface Pending {
  resolve: (estimate: PasswordEstimate) => void;
  reject: (err: Error) => void;
}

export function createPasswordEstimator({ idleMs = 60_000 }: { idleMs?: number } = {}): PasswordEstimator {
  const resolve = createRequire(import.meta.url).resolve;
  const workerData = {
    core: resolve('@zxcvbn-ts/core'),
    // The first is language-common, whose keyboard graphs zxcvbn reads.
    languages: ZXCVBN_SETTINGS.languages.map((name) => resolve(name)),
    useLevenshteinDistance: ZXCVBN_SETTINGS.useLevenshteinDistance,
  };
  let worker: Worker | undefined;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (why: string) => {
    for (const p of pending.values()) p.reject(new Error(`password check failed: ${why}`));
    pending.clear();
    worker = undefined;
  };
  const start = (): Worker => {
    const w = new Worker(WORKER_SOURCE, { eval: true, workerData });
    w.on('message', (m: { id: number; error?: string } & PasswordEstimate) => {
      const p = pending.get(m.id);
      pending.delete(m.id);
      if (m.error !== undefined) p?.reject(new Error(m.error));
      else p?.resolve({ score: m.score, warning: m.warning, suggestions: m.suggestions });
      if (pending.size === 0) settle(w);
    });
    w.on('error', (err) => failAll(err.message));
    w.on('exit', (code) => {
      if (worker === w) failAll(`worker exited with ${code}`);
    });
    return w;
  };
  /** Idle: no longer keeps the process alive, and ends after idleMs unless asked again. */
  const settle = (w: Worker) => {
    w.unref();
    clearTimeout(idle);
    idle = setTimeout(() => {
      if (worker === w && pending.size === 0) {
        worker = undefined;
        void w.terminate();
      }
    }, idleMs);
    idle.unref();
  };

  return {
    estimate(password, inputs) {
      clearTimeout(idle);
      worker ??= start();
      const w = worker;
      w.ref();
      const id = nextId++;
      return new Promise<PasswordEstimate>((ok, fail) => {
        pending.set(id, { resolve: ok, reject: fail });
        w.postMessage({ id, password, inputs });
      });
    },
    running: () => worker !== undefined,
    async stop() {
      clearTimeout(idle);
      const w = worker;
      worker = undefined;
      failAll('stopped');
      if (w) await w.terminate();
    },
  };
}
