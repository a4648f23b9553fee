import { useState } from 'react';
import { issuesIn, parseIn } from '@dealcard/shared/zod-language';
import { ApiError } from './api-client.ts';
import { currentLanguage } from '../i18n/i18n.tsx';
import type { z } from 'zod';

export type FieldErrors = Record<string, string | undefined>;

/** Runs a shared schema on form values and returns its data or the first message per field. */
export function checkForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  // The person's language, for the schemas' keyed messages and zod's own alike.
  const language = currentLanguage();
  const result = schema.safeParse(values, parseIn(language));
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const [key, messages] of Object.entries(issuesIn(result.error, language))) errors[key] = messages[0];
  return { ok: false, errors };
}

/** The server's per-field issues, in the same shape. */
export function serverFieldErrors(issues: Record<string, string[]> | undefined): FieldErrors {
  const out: FieldErrors = {};
  for (const [k, v] of Object.entries(issues ?? {})) out[k] = v[0];
  return out;
}

/** The keys of a form's values that hold text. */
export type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** What a text field takes from its form. */
export interface FieldProps {
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  error: string | undefined;
}

/**
 * A form's values and per-field errors. `set(key)` is an input's onChange; changing a field
 * clears its error, as every form here does; `showServerIssues(err)` shows a refusal's issues.
 */
export function useFormState<V extends object>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const setField = <K extends keyof V & string>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((x) => ({ ...x, [key]: undefined }));
  };
  const set =
    <K extends keyof V & string>(key: K) =>
    (e: { target: { value: string } }) =>
      setField(key, e.target.value as V[K]);
  /** A text field's value, onChange and message, for `<TextField label={…} {...field('name')} />`. */
  const field = <K extends TextKey<V>>(key: K): FieldProps => ({
    value: values[key] as string,
    onChange: set(key),
    error: errors[key],
  });
  /** After a refused save: the server's per-field messages go under their fields. */
  const showServerIssues = (err: unknown): boolean => {
    if (!(err instanceof ApiError && err.issues)) return false;
    setErrors(serverFieldErrors(err.issues));
    return true;
  };
  return { values, setValues, errors, setErrors, setField, set, field, showServerIssues };
}
