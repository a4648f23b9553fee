import { t } from '@lingui/core/macro';
import { useNavigate } from 'react-router-dom';
import type { AdminCreateCampaignBody } from '@dealcard/shared';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { CampaignForm } from '../../../components/campaign-form/campaign-form.tsx';
import { useCreateAdminCampaign } from '../api/campaigns.ts';
import { useAdminNonprofits, useAdminRestaurants } from '../api/restaurants.ts';
import { ErrorState, PageHeading } from '../../../components/back-office/kit.tsx';

/** /admin/campaigns/create: a campaign for any restaurant, approved on creation. */
export function AdminCreateCampaignPage() {
  const navigate = useNavigate();
  const restaurants = useAdminRestaurants();
  const nonprofits = useAdminNonprofits();
  const create = useCreateAdminCampaign();

  const loading = restaurants.isLoading || nonprofits.isLoading;
  const loadError = restaurants.error ?? nonprofits.error;

  return (
    <>
      <PageHeading title={t`Create New Campaign`} description={t`Create and auto-approve a campaign for any restaurant`} />
      <Card>
        {loadError ? (
          <ErrorState
            message={errorMessage(loadError, t`Could not load restaurants and nonprofits`)}
            onRetry={() => {
              void restaurants.refetch();
              void nonprofits.refetch();
            }}
          />
        ) : loading ? (
          <div aria-busy="true">
            <Skeleton $height="2.75rem" />
            <Skeleton $height="2.75rem" style={{ marginTop: 16 }} />
            <Skeleton $height="6rem" style={{ marginTop: 16 }} />
          </div>
        ) : (
          <CampaignForm
            restaurantChoice
            restaurants={restaurants.data ?? []}
            nonprofits={nonprofits.data ?? []}
            isPending={create.isPending}
            onCancel={() => navigate('/admin/campaigns')}
            send={(body, callbacks) => create.mutate(body as AdminCreateCampaignBody, callbacks)}
            successTitle={t`Success`}
            success={t`Campaign created and auto-approved`}
            failure={t`Failed to create campaign`}
            onDone={() => navigate('/admin/campaigns')}
          />
        )}
      </Card>
    </>
  );
}
