import type { FormEvent } from 'react';
import { NonprofitBodySchema, type Nonprofit } from '@dealcard/shared';
import { LogoUpload } from '../../../components/logo-upload.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogFooter } from '../../../components/ui/dialog.tsx';
import { FieldError, TextField, TextareaField } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { checkForm, useFormState } from '../../../lib/form.ts';
import { useSaveNonprofit } from '../api/save-nonprofit.ts';
import { FormGrid } from '../../../components/back-office/kit.tsx';

interface Values {
  name: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  website: string;
  logoUrl: string | null;
  description: string;
}

const fromNonprofit = (n: Nonprofit | null): Values => ({
  name: n?.name ?? '',
  contactName: n?.contactName ?? '',
  contactEmail: n?.contactEmail ?? '',
  contactPhone: n?.contactPhone ?? '',
  website: n?.website ?? '',
  logoUrl: n?.logoUrl ?? null,
  description: n?.description ?? '',
});

/** Add or edit a nonprofit partner, checked with the server's schema before it is sent. */
export function NonprofitDialog({ nonprofit, onClose }: { nonprofit: Nonprofit | null; onClose: () => void }) {
  const { values, errors, setErrors, setField, set, showServerIssues } = useFormState<Values>(() => fromNonprofit(nonprofit));
  const save = useSaveNonprofit();
  const editing = nonprofit != null;

  function submit(e: FormEvent) {
    e.preventDefault();
    const checked = checkForm(NonprofitBodySchema, values);
    if (!checked.ok) return setErrors(checked.errors);
    save.mutate(
      { id: nonprofit?.id ?? null, body: checked.data },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: `Nonprofit partner ${editing ? 'updated' : 'added'} successfully`, variant: 'success' });
          onClose();
        },
        onError: (err) => {
          showServerIssues(err);
          toast({ title: 'Error', description: errorMessage(err, 'Failed to save nonprofit'), variant: 'destructive' });
        },
      },
    );
  }

  return (
    <Dialog
      open
      wide
      onClose={onClose}
      title={editing ? 'Edit Nonprofit Partner' : 'Add Nonprofit Partner'}
      description="The partner your campaigns raise money for. Name, contact name and email are required."
    >
      <form onSubmit={submit} noValidate aria-label={editing ? 'Edit nonprofit' : 'Add nonprofit'}>
        <FormGrid>
          <div className="full">
            <TextField label="Nonprofit Name" required value={values.name} onChange={set('name')} error={errors.name} placeholder="Lincoln Elementary PTA" />
          </div>
          <TextField label="Contact Name" required value={values.contactName} onChange={set('contactName')} error={errors.contactName} autoComplete="name" />
          <TextField label="Contact Email" required type="email" value={values.contactEmail} onChange={set('contactEmail')} error={errors.contactEmail} autoComplete="email" />
          <TextField label="Contact Phone" type="tel" value={values.contactPhone} onChange={set('contactPhone')} error={errors.contactPhone} autoComplete="tel" />
          <TextField label="Website" type="url" value={values.website} onChange={set('website')} error={errors.website} placeholder="https://example.org" />
          <div className="full">
            <LogoUpload
              label="Nonprofit Logo"
              value={values.logoUrl}
              onChange={(logoUrl) => {
                setField('logoUrl', logoUrl);
              }}
            />
            {errors.logoUrl ? <FieldError role="alert">{errors.logoUrl}</FieldError> : null}
          </div>
          <div className="full">
            <TextareaField label="Description" value={values.description} onChange={set('description')} error={errors.description} placeholder="What the money raised will do" />
          </div>
        </FormGrid>
        <DialogFooter>
          <Button $variant="outline" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : editing ? 'Save Changes' : 'Add Nonprofit'}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
