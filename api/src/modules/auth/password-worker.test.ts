import { describe, expect, it } from 'vitest';
import { judgeEstimate, loadPasswordJudge, passwordUserInputs } from '@dealcard/shared/password-strength';
import { createPasswordEstimator } from './password-worker.ts';

const PASSWORDS = [
  '1111111111',
  '0123456789',
  'aaaaaaaaaa',
  'password12345',
  '          ',
  'qwertyuiop',
  'another-pass',
  'correct-horse',
  'noodles-and-rain',
  'nine-char',
  'sopa de fideos verde',
  'Tr0ub4dor&3x',
];

describe("the API's password worker", () => {
  it('gives the same verdict as the judge the browser runs, password for password', async () => {
    const estimator = createPasswordEstimator();
    try {
      const judge = await loadPasswordJudge();
      for (const password of PASSWORDS) {
        const inputs = ['margarita@example.com', 'Margarita'];
        const server = judgeEstimate(password, await estimator.estimate(password, passwordUserInputs(inputs)));
        const browser = judge(password, 'en', inputs);
        expect({ problem: server.problem, score: server.score, message: server.message }, password).toEqual({
          problem: browser.problem,
          score: browser.score,
          message: browser.message,
        });
      }
      // The person's own words count against them, on both sides.
      const own = await estimator.estimate('margaritaville', passwordUserInputs(['margaritaville@example.com']));
      expect(judgeEstimate('margaritaville', own).problem).not.toBeNull();
    } finally {
      await estimator.stop();
    }
  });

  it('ends when idle, and starts again for the next check', async () => {
    const estimator = createPasswordEstimator({ idleMs: 50 });
    try {
      await estimator.estimate('noodles-and-rain', []);
      expect(estimator.running()).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(estimator.running()).toBe(false);
      const again = await estimator.estimate('aaaaaaaaaa', []);
      expect(again.score).toBe(0);
      // Checks at once share one worker and each gets its own answer.
      const scores = await Promise.all(['aaaaaaaaaa', 'noodles-and-rain', 'password12345'].map((p) => estimator.estimate(p, [])));
      expect(scores.map((s) => s.score >= 3)).toEqual([false, true, false]);
    } finally {
      await estimator.stop();
    }
  });
});
