import type { Response } from 'express';

/** Aborted when the connection closes before the answer was sent: the caller has gone. */
export function abortedWhenClosed(res: Response): AbortSignal {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}
