import type { ActivateBody, ActivateResponse } from '@dealcard/shared';
import { useState } from 'react';
import { api } from '../../../lib/api-client.ts';

/** POST /api/activate: the answer is the new card's access code. */
export function activateCard(body: ActivateBody): Promise<ActivateResponse> {
  return api<ActivateResponse>('/api/activate', { method: 'POST', body });
}

/**
 * The activation as a hook, on plain state rather than react-query's mutation: /activate is a
 * phone's first visit, and the mutation code would be one more download for one call.
 */
export function useActivateCard() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const activate = async (body: ActivateBody): Promise<ActivateResponse | null> => {
    setPending(true);
    setError(null);
    try {
      return await activateCard(body);
    } catch (err) {
      setError(err);
      setPending(false);
      return null;
    }
  };
  return { activate, pending, error };
}
