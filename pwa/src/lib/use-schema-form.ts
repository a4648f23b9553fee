import { t } from '@lingui/core/macro';
import type { FormEvent } from 'react';
import type { z } from 'zod';
import { toast } from '../components/ui/toast.tsx';
import { errorMessage } from './api-client.ts';
import { checkForm, useFormState, type FieldErrors } from './form.ts';
import { focusFirstError } from './focus-first-error.ts';

/**
 * A form's values for a shared schema: every field of its input, none missing, none null (inputs
 * hold strings; an empty one is what the schema reads as "not given"). `Skip` names the fields
 * the form does not show.
 */
export type FormValues<S extends z.ZodType, Skip extends PropertyKey = never> = {
  [K in Exclude<keyof z.input<S>, Skip>]-?: NonNullable<z.input<S>[K]>;
};

export interface SchemaFormOptions<S extends z.ZodType, V extends object> {
  schema: S;
  initial: V | (() => V);
  /** Sends the checked data: a react-query mutation's `mutate` fits. */
  send: (data: z.output<S>, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  /** What the success toast says (from the data that was sent); no toast when absent. */
  success?: string | ((data: z.output<S>) => string);
  successTitle?: string;
  /** What the error toast says when the server gives no message of its own. */
  failure: string;
  /** Where a refusal's message goes instead of a toast (the sign-in form shows it above its fields). */
  onFailure?: (message: string) => void;
  /** After a successful save (close the dialog, go elsewhere). */
  onDone?: () => void;
  /** Turns the values into what the schema reads, when they differ (dollars to cents, rows to offers). */
  toInput?: (values: V) => unknown;
  /** Checks the schema cannot make (a choice that must still exist), once the schema passed. */
  check?: (values: V) => FieldErrors | null;
}

/**
 * The one way a back-office form saves: check the values with the server's own schema and put
 * each message under its field (focus goes to the first), send, toast the outcome, then hand
 * over to `onDone`; a refusal's per-field issues go under their fields too.
 */
export function useSchemaForm<S extends z.ZodType, V extends object>(options: SchemaFormOptions<S, V>) {
  const form = useFormState<V>(options.initial);
  const { schema, send, success, successTitle = t`Success`, failure, onFailure, onDone, toInput, check } = options;

  function submit(e?: FormEvent) {
    e?.preventDefault();
    const element = e?.currentTarget instanceof HTMLElement ? e.currentTarget : null;
    const checked = checkForm(schema, toInput ? toInput(form.values) : form.values);
    const refused = checked.ok ? check?.(form.values) : checked.errors;
    if (!checked.ok || refused) {
      form.setErrors(refused ?? {});
      focusFirstError(element);
      return;
    }
    form.setErrors({});
    const data = checked.data;
    send(data, {
      onSuccess: () => {
        if (success !== undefined) {
          toast({
            title: successTitle,
            description: typeof success === 'function' ? success(data) : success,
            variant: 'success',
          });
        }
        onDone?.();
      },
      onError: (err) => {
        if (form.showServerIssues(err)) focusFirstError(element);
        if (onFailure) onFailure(errorMessage(err, failure));
        else toast({ title: t`Error`, description: errorMessage(err, failure), variant: 'destructive' });
      },
    });
  }

  return { ...form, submit };
}
