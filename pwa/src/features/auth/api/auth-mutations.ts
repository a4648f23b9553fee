import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, SignupBody, UserResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => api<UserResponse>('/api/auth/login', { method: 'POST', body }),
    onSuccess: (data) => qc.setQueryData(queryKeys.user, data.user),
  });
}

export function useSignup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SignupBody) => api<UserResponse>('/api/auth/signup', { method: 'POST', body }),
    onSuccess: (data) => qc.setQueryData(queryKeys.user, data.user),
  });
}
