import { t } from '@lingui/core/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { LocationBodySchema, type PortalLocation as Location } from '@dealcard/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSchemaForm, type FormValues } from '../../../lib/use-schema-form.ts';
import { useDeleteLocation } from '../api/delete-location.ts';
import { useLocations } from '../api/get-locations.ts';
import { useSaveLocation } from '../api/save-location.ts';
import { usePortalScope } from '../api/portal-scope.ts';
import { LocationTablets } from './location-tablets.tsx';
import { CardActions, CardGrid, FormGrid, PageFrame } from '../../../components/back-office/kit.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { AddressFields, ConfirmDeleteDialog, DeleteButton, FormDialog } from '../../../components/back-office/form-kit.tsx';
import { space, row, text } from '../../../styles/theme.ts';

const Address = styled.address`
  font-style: normal;
  color: ${({ theme }) => theme.colors.muted};
  margin-top: ${space(1.5)};
  line-height: 1.5;
`;
const Hint = styled.p`
  ${text(0.85, 400)}
  color: ${({ theme }) => theme.colors.muted};
  margin: 0;
`;
const Title = styled.div`
  ${row(2.5)}
  .pin {
    color: ${({ theme }) => theme.colors.primary};
  }
  h2 {
    ${text(1.1, 700)}
  }
`;
/** The part of a location card about the tablets at that location (kiosk pairing). */
const TabletArea = styled.div`
  margin-top: ${space(4)};
  padding-top: ${space(3.5)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:empty {
    display: none;
  }
`;

/** The coordinates are typed as text; the schema reads numbers (empty is none). */
type Values = FormValues<typeof LocationBodySchema, 'latitude' | 'longitude'> & { latitude: string; longitude: string };

const fromLocation = (l: Location | null): Values => ({
  name: l?.name ?? '',
  address: l?.address ?? '',
  city: l?.city ?? '',
  state: l?.state ?? '',
  zipCode: l?.zipCode ?? '',
  latitude: l?.latitude != null ? String(l.latitude) : '',
  longitude: l?.longitude != null ? String(l.longitude) : '',
});

/** "" is none; anything else must read as a number (a comma is taken as the decimal point). */
const degrees = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));

function LocationDialog({ location, onClose }: { location: Location | null; onClose: () => void }) {
  const save = useSaveLocation();
  const editing = location != null;
  const { submit, field } = useSchemaForm({
    schema: LocationBodySchema,
    initial: () => fromLocation(location),
    toInput: (v) => ({ ...v, latitude: degrees(v.latitude), longitude: degrees(v.longitude) }),
    send: (body, callbacks) => save.mutate({ id: location?.id ?? null, body }, callbacks),
    success: editing ? t`Location updated successfully` : t`Location created successfully`,
    failure: editing ? t`Failed to update location` : t`Failed to create location`,
    onDone: onClose,
  });

  return (
    <FormDialog
      title={editing ? t`Edit Location` : t`Add Location`}
      description={t`Where guests redeem their cards.`}
      label={editing ? t`Edit location` : t`Add location`}
      pending={save.isPending}
      submitLabel={editing ? t`Save Changes` : t`Add Location`}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormGrid>
        <div className="full">
          <TextField label={t`Location Name`} required {...field('name')} placeholder={t`Downtown`} />
        </div>
        <AddressFields field={field} statePlaceholder />
        <Hint className="full">
          {t`Optional. With both, a card in Apple Wallet shows itself on the lock screen near this place.`}
        </Hint>
        <TextField label={t`Latitude`} inputMode="decimal" {...field('latitude')} placeholder="30.2672" />
        <TextField label={t`Longitude`} inputMode="decimal" {...field('longitude')} placeholder="-97.7431" />
      </FormGrid>
    </FormDialog>
  );
}

function LocationCard({ location, onEdit, onDelete }: { location: Location; onEdit: () => void; onDelete: () => void }) {
  const { query } = usePortalScope();
  const name = location.name;
  const cityLine = [location.city, [location.state, location.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <Card aria-label={location.name}>
      <Title>
        <span className="pin">
          <Icon name="pin" size={20} />
        </span>
        <h2>{location.name}</h2>
      </Title>
      <Address>
        {location.address ? <div>{location.address}</div> : null}
        {cityLine ? <div>{cityLine}</div> : null}
        {!location.address && !cityLine ? <div>{t`No address yet`}</div> : null}
      </Address>
      <CardActions>
        <Button $variant="outline" $size="sm" onClick={onEdit} aria-label={t`Edit ${name}`}>{t`Edit`}</Button>
        <DeleteButton name={name} onClick={onDelete} />
      </CardActions>
      <TabletArea data-testid="location-tablets">
        <LocationTablets location={location} scopeRestaurantId={query.restaurantId} />
      </TabletArea>
    </Card>
  );
}

export function LocationsPage() {
  const locations = useLocations();
  const remove = useDeleteLocation();
  const [editing, setEditing] = useState<{ location: Location | null } | null>(null);
  const [deleting, setDeleting] = useState<Location | null>(null);
  const add = () => setEditing({ location: null });

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ title: t`Success`, description: t`Location deleted successfully`, variant: 'success' }),
      onError: (err) =>
        toast({ title: t`Error`, description: errorMessage(err, t`Failed to delete location`), variant: 'destructive' }),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <>
      <PageFrame
        title={t`Locations`}
        description={t`Your restaurant's locations, where guests redeem their deal cards.`}
        actions={<Button onClick={add}>{t`+ Add Location`}</Button>}
        query={locations}
        failure={t`Could not load your locations.`}
        empty={
          <EmptyState
            icon="pin"
            title={t`No Locations Yet`}
            text={t`Add each of your restaurant's locations so staff can verify redemptions there.`}
            action={<Button onClick={add}>{t`Add Your First Location`}</Button>}
          />
        }
      >
        {(locations) => (
          <CardGrid $min={320}>
            {locations.map((l) => (
              <LocationCard key={l.id} location={l} onEdit={() => setEditing({ location: l })} onDelete={() => setDeleting(l)} />
            ))}
          </CardGrid>
        )}
      </PageFrame>

      {editing ? <LocationDialog location={editing.location} onClose={() => setEditing(null)} /> : null}

      <ConfirmDeleteDialog
        open={deleting != null}
        title={t({ message: 'Are you sure?', context: 'deleting a location' })}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        pending={remove.isPending}
        description={
          <>
            {t`This will permanently delete the location`} <strong>{deleting?.name}</strong>{' '}
            {t`and unpair its tablets. This action cannot be undone.`}
          </>
        }
      />
    </>
  );
}
