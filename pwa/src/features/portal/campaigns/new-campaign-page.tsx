import { t } from '@lingui/core/macro';
import { Link, useNavigate } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CampaignForm } from '../../../components/campaign-form/campaign-form.tsx';
import { useCreatePortalCampaign } from '../api/create-campaign.ts';
import { useNonprofits } from '../api/get-nonprofits.ts';
import { usePortalScope } from '../api/portal-scope.ts';
import { CardsSkeleton, PageHeading, Loaded } from '../../../components/back-office/kit.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** The admin's create form without the restaurant choice; the campaign waits for superadmin approval. */
export function NewCampaignPage() {
  const { link, restaurantId, isSuperadmin } = usePortalScope();
  const nonprofits = useNonprofits();
  const create = useCreatePortalCampaign();
  const navigate = useNavigate();

  return (
    <>
      <PageHeading
        title={t`New campaign`}
        description={t`Submit a campaign for approval. A superadmin reviews it before it goes live.`}
        actions={<ButtonLink as={Link} to={link('/restaurant/campaigns')} $variant="outline">{t`Back to campaigns`}</ButtonLink>}
      />
      <Loaded
        query={nonprofits}
        loading={<CardsSkeleton count={1} height="420px" />}
        failure={t`Could not load your nonprofit partners.`}
        empty={
          <EmptyState
            icon="heart"
            title={t`Add a nonprofit partner first`}
            text={t`Every campaign raises money for one of your nonprofit partners.`}
            action={<ButtonLink as={Link} to={link('/restaurant/nonprofits')}>{t`Add a nonprofit`}</ButtonLink>}
          />
        }
      >
        {(nonprofitList) => (
          <Card>
            <CampaignForm
              restaurantChoice={false}
              {...(isSuperadmin ? { restaurantId } : {})}
              nonprofits={nonprofitList.map((n) => ({ id: n.id, name: n.name, restaurantId: n.restaurantId }))}
              send={(body, callbacks) => create.mutate(body, callbacks)}
              successTitle={t`Campaign submitted`}
              success={t`Your campaign is pending superadmin approval.`}
              failure={t`Failed to create campaign`}
              onDone={() => navigate(link('/restaurant/campaigns'))}
              onCancel={() => navigate(link('/restaurant/campaigns'))}
              isPending={create.isPending}
              submitLabel={t`Submit for Approval`}
              pendingLabel={t`Submitting...`}
            />
          </Card>
        )}
      </Loaded>
    </>
  );
}
