import { t } from '@lingui/core/macro';
import { RestaurantSettingsBodySchema, type Restaurant } from '@dealcard/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card.tsx';
import { TextField, TextareaField } from '../../../components/ui/field.tsx';
import { useSchemaForm, type FormValues } from '../../../lib/use-schema-form.ts';
import { usePortalScope } from '../api/portal-scope.ts';
import { useUpdateMyRestaurant } from '../api/update-my-restaurant.ts';
import { FormGrid, PageHeading } from '../../../components/back-office/kit.tsx';
import { ContactFields } from '../../../components/back-office/contact-fields.tsx';
import { AddressFields, LogoField } from '../../../components/back-office/form-kit.tsx';

type Values = FormValues<typeof RestaurantSettingsBodySchema>;

const fromRestaurant = (r: Restaurant): Values => ({
  name: r.name,
  contactName: r.contactName,
  contactEmail: r.contactEmail,
  contactPhone: r.contactPhone ?? '',
  address: r.address ?? '',
  city: r.city ?? '',
  state: r.state ?? '',
  zipCode: r.zipCode ?? '',
  websiteUrl: r.websiteUrl ?? '',
  logoUrl: r.logoUrl ?? '',
  description: r.description ?? '',
});

export function SettingsPage() {
  const { restaurant } = usePortalScope();
  // A new form per restaurant, so a superadmin switching restaurants never edits stale values.
  return <SettingsForm key={restaurant.id} restaurant={restaurant} />;
}

function SettingsForm({ restaurant }: { restaurant: Restaurant }) {
  const update = useUpdateMyRestaurant();
  const { values, errors, setField, submit, field } = useSchemaForm({
    schema: RestaurantSettingsBodySchema,
    initial: () => fromRestaurant(restaurant),
    send: (body, callbacks) => update.mutate(body, callbacks),
    success: t`Restaurant profile updated successfully`,
    failure: t`Failed to update restaurant`,
  });

  return (
    <>
      <PageHeading title={t`Settings`} description={t`How your restaurant appears on campaign pages and cards.`} />
      <Card>
        <CardTitle>{t`Restaurant Profile`}</CardTitle>
        <CardDescription>{t`Contact details stay private; name, logo and website are shown to guests.`}</CardDescription>
        <form onSubmit={submit} noValidate aria-label={t`Restaurant Profile`}>
          <FormGrid>
            <div className="full">
              <TextField label={t`Restaurant Name`} required {...field('name')} />
            </div>
            <ContactFields field={field} />
            <TextField label={t`Website`} type="url" {...field('websiteUrl')} placeholder={t`https://`} />
            <AddressFields field={field} pairStateAndZip />
            <LogoField
              label={t`Restaurant Logo`}
              value={values.logoUrl}
              error={errors.logoUrl}
              onChange={(logoUrl) => setField('logoUrl', logoUrl)}
            />
            <div className="full">
              <TextareaField label={t`Description`} {...field('description')} />
            </div>
          </FormGrid>
          <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 20 }}>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t`Saving...` : t`Save Changes`}
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
