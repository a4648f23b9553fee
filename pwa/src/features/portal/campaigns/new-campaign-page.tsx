import { t } from '@lingui/core/macro';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { EDITABLE_CAMPAIGN_STATUSES, type Campaign, type CreateCampaignBody } from '@dealcard/shared';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CampaignForm } from '../../../components/campaign-form/campaign-form.tsx';
import { valuesOf } from '../../../components/campaign-form/campaign-form-values.ts';
import { useCreatePortalCampaign } from '../api/create-campaign.ts';
import { useEditPortalCampaign } from '../api/edit-campaign.ts';
import { usePortalCampaigns } from '../api/get-campaigns.ts';
import { useNonprofits } from '../api/get-nonprofits.ts';
import { usePortalScope } from '../api/portal-scope.ts';
import { CardsSkeleton, PageHeading, Loaded } from '../../../components/back-office/kit.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { space } from '../../../styles/theme.ts';
import { RejectionReason } from './rejection-reason.tsx';

/** A rejected campaign's edit page: the reviewer's reason above the form, to change what it asks. */
const ReasonAbove = styled(RejectionReason)`
  margin: 0 0 ${space(4)};
`;

interface FormPageProps {
  title: string;
  description: string;
  campaign?: Campaign;
  send: (body: CreateCampaignBody, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
  successTitle: string;
  success: string;
  failure: string;
  formLabel: string;
}

/** The admin's create form without the restaurant choice; the campaign waits for superadmin approval. */
function CampaignFormPage({
  title,
  description,
  campaign,
  send,
  isPending,
  successTitle,
  success,
  failure,
  formLabel,
}: FormPageProps) {
  const { link, restaurantId, isSuperadmin } = usePortalScope();
  const nonprofits = useNonprofits();
  const navigate = useNavigate();
  const back = () => navigate(link('/restaurant/campaigns'));

  return (
    <>
      <PageHeading
        title={title}
        description={description}
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
          <>
            {campaign?.status === 'rejected' ? <ReasonAbove reason={campaign.rejectionReason} /> : null}
            <Card>
              <CampaignForm
                restaurantChoice={false}
                {...(isSuperadmin ? { restaurantId } : {})}
                {...(campaign ? { initial: valuesOf(campaign) } : {})}
                label={formLabel}
                nonprofits={nonprofitList.map((n) => ({ id: n.id, name: n.name, restaurantId: n.restaurantId }))}
                send={send}
                successTitle={successTitle}
                success={success}
                failure={failure}
                onDone={back}
                onCancel={back}
                isPending={isPending}
                submitLabel={t`Submit for Approval`}
                pendingLabel={t`Submitting...`}
              />
            </Card>
          </>
        )}
      </Loaded>
    </>
  );
}

export function NewCampaignPage() {
  const create = useCreatePortalCampaign();
  return (
    <CampaignFormPage
      title={t`New campaign`}
      description={t`Submit a campaign for approval. A superadmin reviews it before it goes live.`}
      send={(body, callbacks) => create.mutate(body, callbacks)}
      isPending={create.isPending}
      successTitle={t`Campaign submitted`}
      success={t`Your campaign is pending superadmin approval.`}
      failure={t`Failed to create campaign`}
      formLabel={t`Create campaign`}
    />
  );
}

const EDITABLE: readonly string[] = EDITABLE_CAMPAIGN_STATUSES;

/** A pending, rejected or draft campaign, edited and sent for approval again. */
export function EditCampaignPage() {
  const id = Number(useParams().id);
  const { link } = usePortalScope();
  const campaigns = usePortalCampaigns();
  const edit = useEditPortalCampaign(id);
  const back = <ButtonLink as={Link} to={link('/restaurant/campaigns')}>{t`Back to campaigns`}</ButtonLink>;
  return (
    <Loaded query={campaigns} loading={<CardsSkeleton count={1} height="420px" />} failure={t`Could not load your campaigns.`}>
      {(list) => {
        const campaign = list.find((c) => c.id === id);
        if (!campaign) return <EmptyState icon="megaphone" title={t`Campaign not found`} action={back} />;
        if (!EDITABLE.includes(campaign.status))
          return (
            <EmptyState
              icon="megaphone"
              title={t`This campaign can no longer be edited`}
              text={t`Only a campaign that is pending, rejected or a draft can be edited and sent for approval again.`}
              action={back}
            />
          );
        return (
          <CampaignFormPage
            title={t`Edit campaign`}
            description={t`Change what needs changing and send it for approval again. A superadmin reviews it before it goes live.`}
            campaign={campaign}
            send={(body, callbacks) => edit.mutate(body, callbacks)}
            isPending={edit.isPending}
            successTitle={t`Campaign sent for approval`}
            success={t`Your campaign is pending superadmin approval.`}
            failure={t`Failed to save the campaign`}
            formLabel={t`Edit campaign`}
          />
        );
      }}
    </Loaded>
  );
}
