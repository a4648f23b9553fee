import { useQuery } from '@tanstack/react-query';
import type { Role, User, UserResponse } from '@dealcard/shared';
import { USER_STALE_TIME_MS } from '@dealcard/shared/shell-limits';
import { queryKeys } from '../query-keys.ts';

/**
 * Set by the server at sign-in beside the httpOnly session cookie and cleared at sign-out
 * (api/src/http/session.ts). It holds no secret; it only spares a visitor who never signed in the
 * call below and its specified 401, which browsers log as a console error.
 */
const SIGNED_IN_COOKIE = 'dc_signed_in';

export function hasSignedIn(): boolean {
  return typeof document !== 'undefined' && document.cookie.split(';').some((c) => c.trim() === `${SIGNED_IN_COOKIE}=1`);
}

/** 401 means signed out (no user, not an error); other failures throw "Failed to fetch user: {status text}". */
export async function fetchUser(): Promise<User | null> {
  if (!hasSignedIn()) return null;
  const res = await fetch('/api/user', { credentials: 'include' });
  if (res.status === 401) {
    // The session ended on the server (expired or signed out elsewhere): ask again only after a new sign-in.
    document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
    return null;
  }
  if (!res.ok) throw new Error(`Failed to fetch user: ${res.statusText}`);
  return ((await res.json()) as UserResponse).user;
}

export const userQueryOptions = {
  queryKey: queryKeys.user,
  queryFn: fetchUser,
  retry: false,
  staleTime: USER_STALE_TIME_MS,
  refetchOnWindowFocus: true,
  refetchOnReconnect: true,
  // The cached user stays on screen while a refetch runs.
  placeholderData: (previous: User | null | undefined) => previous,
} as const;

export function useAuth() {
  const query = useQuery(userQueryOptions);
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isLoading,
    isAuthenticated: Boolean(user),
    error: query.error,
    hasRole: (roles: readonly Role[]) => Boolean(user && roles.includes(user.role)),
    refetch: query.refetch,
  };
}
