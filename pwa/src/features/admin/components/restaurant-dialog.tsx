import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { AdminRestaurantBodySchema, type Restaurant } from '@dealcard/shared';
import { LogoUpload } from '../../../components/logo-upload.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogFooter } from '../../../components/ui/dialog.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { checkForm, serverFieldErrors, type FieldErrors } from '../../../lib/form.ts';
import { focusFirstError } from '../../../lib/focus-first-error.ts';
import { useSaveRestaurant } from '../api/restaurants.ts';

const Grid = styled.div`
  display: grid;
  gap: 14px;
  grid-template-columns: repeat(6, 1fr);
  margin-top: 16px;
  > * { grid-column: span 3; }
  .full { grid-column: 1 / -1; }
  .state { grid-column: span 1; }
  .zipCode { grid-column: span 2; }
  @media (max-width: 640px) { grid-template-columns: 1fr; > *, .state, .zipCode { grid-column: 1 / -1; } }
`;

const TEXT_FIELDS = ['name', 'contactName', 'contactEmail', 'contactPhone', 'websiteUrl', 'address', 'city', 'state', 'zipCode'] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
type Values = Record<TextFieldName, string> & { logoUrl: string | null; isActive: 0 | 1 };

function initial(r: Restaurant | null): Values {
  return {
    name: r?.name ?? '',
    contactName: r?.contactName ?? '',
    contactEmail: r?.contactEmail ?? '',
    contactPhone: r?.contactPhone ?? '',
    address: r?.address ?? '',
    city: r?.city ?? '',
    state: r?.state ?? '',
    zipCode: r?.zipCode ?? '',
    websiteUrl: r?.websiteUrl ?? '',
    logoUrl: r?.logoUrl ?? null,
    isActive: r ? (r.isActive === 1 ? 1 : 0) : 1,
  };
}

const LABELS: Record<TextFieldName, string> = {
  name: 'Restaurant Name',
  contactName: 'Contact Name',
  contactEmail: 'Contact Email',
  contactPhone: 'Contact Phone',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP Code',
  websiteUrl: 'Website URL',
};

/** Create or edit a restaurant; `restaurant` null means create. Reactivation is done here. */
export function RestaurantDialog({ restaurant, onClose }: { restaurant: Restaurant | null; onClose: () => void }) {
  const [values, setValues] = useState<Values>(() => initial(restaurant));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveRestaurant();
  const editing = restaurant !== null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = checkForm(AdminRestaurantBodySchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(e.currentTarget as HTMLElement);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: restaurant?.id ?? null, body: values });
      toast(
        editing
          ? { title: 'Restaurant Updated', description: `${values.name} has been updated.`, variant: 'success' }
          : { title: 'Restaurant Created', description: `${values.name} has been added.`, variant: 'success' },
      );
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.issues) setErrors(serverFieldErrors(err.issues));
      toast({
        title: 'Error',
        description: errorMessage(err, editing ? 'Failed to update restaurant' : 'Failed to create restaurant'),
        variant: 'destructive',
      });
    }
  }

  const set = (key: TextFieldName, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((er) => ({ ...er, [key]: undefined }));
  };

  return (
    <Dialog
      open
      onClose={() => !save.isPending && onClose()}
      title={editing ? 'Edit Restaurant' : 'Create Restaurant'}
      description={editing ? 'Update the restaurant’s details.' : 'Add a restaurant to the platform.'}
      wide
    >
      <form onSubmit={submit} noValidate>
        <Grid>
          {TEXT_FIELDS.map((key) => (
            <div key={key} className={key === 'name' || key === 'address' ? 'full' : key}>
              <TextField
                label={LABELS[key]}
                value={values[key]}
                onChange={(e) => set(key, key === 'state' ? e.target.value.toUpperCase() : e.target.value)}
                error={errors[key]}
                type={key === 'contactEmail' ? 'email' : key === 'websiteUrl' ? 'url' : key === 'contactPhone' ? 'tel' : 'text'}
                maxLength={key === 'state' ? 2 : undefined}
                placeholder={key === 'websiteUrl' ? 'https://' : undefined}
                required={key !== 'websiteUrl'}
              />
            </div>
          ))}
          <div className="full">
            <LogoUpload value={values.logoUrl} onChange={(logoUrl) => setValues((v) => ({ ...v, logoUrl }))} label="Restaurant Logo" />
            {errors.logoUrl ? <p role="alert">{errors.logoUrl}</p> : null}
          </div>
          {editing ? (
            <SelectField
              label="Status"
              value={String(values.isActive)}
              onChange={(e) => setValues((v) => ({ ...v, isActive: e.target.value === '1' ? 1 : 0 }))}
            >
              <option value="1">Active</option>
              <option value="0">Inactive</option>
            </SelectField>
          ) : null}
        </Grid>
        <DialogFooter>
          <Button $variant="outline" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : editing ? 'Update Restaurant' : 'Create Restaurant'}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
