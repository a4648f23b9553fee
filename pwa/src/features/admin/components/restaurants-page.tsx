import { t } from '@lingui/core/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { formatShortDate, type Restaurant } from '@dealcard/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog, DialogFooter } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAdminRestaurants, useDeactivateRestaurant } from '../api/restaurants.ts';
import { DataTable } from '../../../components/back-office/data-table.tsx';
import { ErrorState, PageHeading } from '../../../components/back-office/kit.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { RestaurantDialog } from './restaurant-dialog.tsx';
import { space, row } from '../../../styles/theme.ts';

const NameCell = styled.div`
  ${row(2.5)}
  font-weight: 700;
  img {
    width: 32px;
    height: 32px;
    object-fit: contain;
    border-radius: 6px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
const Muted = styled.div`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
`;
const IconButton = styled(Button)`
  min-height: 32px;
  padding: 0 ${space(2.5)};
`;

function location(r: Restaurant): string {
  const cityState = [r.city, r.state].filter(Boolean).join(', ');
  return [cityState, r.zipCode].filter(Boolean).join(' ') || r.address || '—';
}

/** Restaurant Management: the table, the create/edit dialog and the Deactivate confirmation. */
export function AdminRestaurantsPage() {
  const { data: restaurants, isLoading, error, refetch } = useAdminRestaurants();
  const [editing, setEditing] = useState<Restaurant | 'new' | null>(null);
  const [deactivating, setDeactivating] = useState<Restaurant | null>(null);
  const deactivate = useDeactivateRestaurant();

  const confirmDeactivate = () => {
    if (!deactivating) return;
    deactivate.mutate(deactivating.id, {
      onSuccess: () => {
        const name = deactivating.name;
        toast({ title: t`Restaurant Deactivated`, description: t`${name} is now inactive.`, variant: 'success' });
        setDeactivating(null);
      },
      onError: (err) =>
        toast({ title: t`Error`, description: errorMessage(err, t`Failed to deactivate restaurant`), variant: 'destructive' }),
    });
  };

  return (
    <>
      <PageHeading
        title={t`Restaurant Management`}
        description={t`Manage the restaurants on the platform`}
        actions={<Button onClick={() => setEditing('new')}>{t`+ Create Restaurant`}</Button>}
      />
      {error ? (
        <ErrorState message={errorMessage(error, t`Could not load restaurants`)} onRetry={() => void refetch()} />
      ) : restaurants?.length === 0 ? (
        <EmptyState title={t`No restaurants registered yet`} />
      ) : (
        <Card style={{ padding: 0, overflowX: 'auto' }}>
          <DataTable
            label={t`Restaurant Management`}
            loading={isLoading}
            rows={restaurants ?? []}
            rowKey={(r) => r.id}
            rowProps={(r) => ({ className: 'clickable', onClick: () => setEditing(r), 'data-testid': `restaurant-row-${r.id}` })}
            columns={[
              {
                key: 'name',
                header: t`Restaurant Name`,
                sortBy: (r) => r.name,
                cell: (r) => (
                  <NameCell>
                    {r.logoUrl ? <img src={r.logoUrl} alt="" /> : null}
                    {r.name}
                  </NameCell>
                ),
              },
              {
                key: 'contact',
                header: t`Contact`,
                cell: (r) => (
                  <>
                    <div>{r.contactName}</div>
                    <Muted>{r.contactEmail}</Muted>
                    {r.contactPhone ? <Muted>{r.contactPhone}</Muted> : null}
                  </>
                ),
              },
              {
                key: 'location',
                header: t({ message: 'Location', context: 'where a restaurant is: its city, state and ZIP code' }),
                cell: location,
              },
              {
                key: 'status',
                header: t`Status`,
                cell: (r) => (
                  <Badge $variant={r.isActive === 1 ? 'success' : 'secondary'}>
                    {r.isActive === 1
                      ? t({ message: 'Active', context: 'a restaurant' })
                      : t({ message: 'Inactive', context: 'a restaurant' })}
                  </Badge>
                ),
              },
              {
                key: 'created',
                header: t`Created`,
                sortBy: (r) => r.createdAt ?? '',
                style: { whiteSpace: 'nowrap' },
                cell: (r) => (r.createdAt ? formatShortDate(r.createdAt) : t`N/A`),
              },
              {
                key: 'actions',
                header: t`Actions`,
                num: true,
                style: { whiteSpace: 'nowrap' },
                cell: (r) => (
                  <>
                    <IconButton
                      $variant="ghost"
                      $size="sm"
                      aria-label={t`Edit ${r.name}`}
                      onClick={(e) => {
                        e.stopPropagation();
                        setEditing(r);
                      }}
                    >
                      <Icon name="edit" size={16} />
                    </IconButton>
                    <IconButton
                      $variant="ghost"
                      $size="sm"
                      aria-label={t`Deactivate ${r.name}`}
                      disabled={r.isActive !== 1}
                      onClick={(e) => {
                        e.stopPropagation();
                        setDeactivating(r);
                      }}
                    >
                      <Icon name="trash" size={16} />
                    </IconButton>
                  </>
                ),
              },
            ]}
          />
        </Card>
      )}

      {editing ? <RestaurantDialog restaurant={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <Dialog
        open={deactivating !== null}
        onClose={() => !deactivate.isPending && setDeactivating(null)}
        title={t`Deactivate Restaurant`}
        description={
          <>
            {t`This marks`} <strong>{deactivating?.name}</strong>{' '}
            {t`as inactive. Its data is preserved, and it can be reactivated later by editing the restaurant.`}
          </>
        }
      >
        <DialogFooter>
          <Button $variant="outline" onClick={() => setDeactivating(null)} disabled={deactivate.isPending}>{t`Cancel`}</Button>
          <Button $variant="destructive" onClick={confirmDeactivate} disabled={deactivate.isPending}>
            {deactivate.isPending ? t`Deactivating...` : t`Deactivate`}
          </Button>
        </DialogFooter>
      </Dialog>
    </>
  );
}
