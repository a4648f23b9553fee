import { t } from '@lingui/core/macro';
import styled from 'styled-components';
import { AdminRestaurantBodySchema, type Restaurant } from '@dealcard/shared';
import { LogoUpload } from '../../../components/logo-upload.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogFooter } from '../../../components/ui/dialog.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { useSchemaForm, type FormValues } from '../../../lib/use-schema-form.ts';
import { useSaveRestaurant } from '../api/restaurants.ts';

const Grid = styled.div`
  display: grid;
  gap: 14px;
  grid-template-columns: repeat(6, 1fr);
  margin-top: 16px;
  > * {
    grid-column: span 3;
  }
  .full {
    grid-column: 1 / -1;
  }
  .state {
    grid-column: span 1;
  }
  .zipCode {
    grid-column: span 2;
  }
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
    > *,
    .state,
    .zipCode {
      grid-column: 1 / -1;
    }
  }
`;

const TEXT_FIELDS = [
  'name',
  'contactName',
  'contactEmail',
  'contactPhone',
  'websiteUrl',
  'address',
  'city',
  'state',
  'zipCode',
] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
type Values = FormValues<typeof AdminRestaurantBodySchema, 'description'>;

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
    logoUrl: r?.logoUrl ?? '',
    isActive: r ? (r.isActive === 1 ? 1 : 0) : 1,
  };
}

/** What a restaurant record cannot do without; the rest may be filled in later. */
const REQUIRED = new Set<TextFieldName>(['name', 'contactName', 'contactEmail']);

const labels = (): Record<TextFieldName, string> => ({
  name: t`Restaurant Name`,
  contactName: t`Contact Name`,
  contactEmail: t`Contact Email`,
  contactPhone: t`Contact Phone`,
  address: t`Address`,
  city: t`City`,
  state: t`State`,
  zipCode: t`ZIP Code`,
  websiteUrl: t`Website URL`,
});

/** Create or edit a restaurant; `restaurant` null means create. Reactivation is done here. */
export function RestaurantDialog({ restaurant, onClose }: { restaurant: Restaurant | null; onClose: () => void }) {
  const save = useSaveRestaurant();
  const editing = restaurant !== null;
  const LABELS = labels();
  const { values, errors, setField, submit } = useSchemaForm({
    schema: AdminRestaurantBodySchema,
    initial: () => initial(restaurant),
    send: (body, callbacks) => save.mutate({ id: restaurant?.id ?? null, body }, callbacks),
    successTitle: editing ? t`Restaurant Updated` : t`Restaurant Created`,
    success: (sent) => {
      const name = sent.name;
      return editing ? t`${name} has been updated.` : t`${name} has been added.`;
    },
    failure: editing ? t`Failed to update restaurant` : t`Failed to create restaurant`,
    onDone: onClose,
  });

  return (
    <Dialog
      open
      onClose={() => !save.isPending && onClose()}
      title={editing ? t`Edit Restaurant` : t`Create Restaurant`}
      description={editing ? t`Update the restaurant’s details.` : t`Add a restaurant to the platform.`}
      wide
    >
      <form onSubmit={submit} noValidate>
        <Grid>
          {TEXT_FIELDS.map((key) => (
            <div key={key} className={key === 'name' || key === 'address' ? 'full' : key}>
              <TextField
                label={LABELS[key]}
                value={values[key]}
                onChange={(e) => setField(key, key === 'state' ? e.target.value.toUpperCase() : e.target.value)}
                error={errors[key]}
                type={key === 'contactEmail' ? 'email' : key === 'websiteUrl' ? 'url' : key === 'contactPhone' ? 'tel' : 'text'}
                maxLength={key === 'state' ? 2 : undefined}
                placeholder={key === 'websiteUrl' ? t`https://` : undefined}
                required={REQUIRED.has(key)}
              />
            </div>
          ))}
          <div className="full">
            <LogoUpload
              value={values.logoUrl || null}
              onChange={(logoUrl) => setField('logoUrl', logoUrl ?? '')}
              label={t`Restaurant Logo`}
            />
            {errors.logoUrl ? <p role="alert">{errors.logoUrl}</p> : null}
          </div>
          {editing ? (
            <SelectField
              label={t`Status`}
              value={String(values.isActive)}
              onChange={(e) => setField('isActive', e.target.value === '1' ? 1 : 0)}
            >
              <option value="1">{t({ message: 'Active', context: 'a restaurant' })}</option>
              <option value="0">{t({ message: 'Inactive', context: 'a restaurant' })}</option>
            </SelectField>
          ) : null}
        </Grid>
        <DialogFooter>
          <Button $variant="outline" onClick={onClose} disabled={save.isPending}>{t`Cancel`}</Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t`Saving...` : editing ? t`Update Restaurant` : t`Create Restaurant`}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
