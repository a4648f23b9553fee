import { t } from '@lingui/core/macro';
import styled from 'styled-components';
import { AdminRestaurantBodySchema, type Restaurant } from '@dealcard/shared';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { useSchemaForm, type FormValues } from '../../../lib/use-schema-form.ts';
import { useSaveRestaurant } from '../api/restaurants.ts';
import { ContactFields } from '../../../components/back-office/contact-fields.tsx';
import { AddressFields, FormDialog, LogoField } from '../../../components/back-office/form-kit.tsx';
import { space, media } from '../../../styles/theme.ts';

const Grid = styled.div`
  display: grid;
  gap: ${space(3.5)};
  grid-template-columns: repeat(6, 1fr);
  margin-top: ${space(4)};
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
  ${media.upToSm} {
    grid-template-columns: 1fr;
    > *,
    .state,
    .zipCode {
      grid-column: 1 / -1;
    }
  }
`;

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

/** Create or edit a restaurant; `restaurant` null means create. Reactivation is done here. */
export function RestaurantDialog({ restaurant, onClose }: { restaurant: Restaurant | null; onClose: () => void }) {
  const save = useSaveRestaurant();
  const editing = restaurant !== null;
  const { values, errors, setField, submit, field } = useSchemaForm({
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
    <FormDialog
      title={editing ? t`Edit Restaurant` : t`Create Restaurant`}
      description={editing ? t`Update the restaurant’s details.` : t`Add a restaurant to the platform.`}
      wide
      pending={save.isPending}
      submitLabel={editing ? t`Update Restaurant` : t`Create Restaurant`}
      onSubmit={submit}
      onClose={onClose}
    >
      <Grid>
        <div className="full">
          <TextField label={t`Restaurant Name`} required {...field('name')} />
        </div>
        <ContactFields field={field} />
        <TextField label={t`Website URL`} type="url" {...field('websiteUrl')} placeholder={t`https://`} />
        <AddressFields field={field} cells={{ address: 'full', state: 'state', zipCode: 'zipCode' }} />
        <LogoField
          label={t`Restaurant Logo`}
          value={values.logoUrl}
          error={errors.logoUrl}
          onChange={(logoUrl) => setField('logoUrl', logoUrl)}
        />
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
    </FormDialog>
  );
}
