import styled from 'styled-components';
import {
  AdminCreateCampaignBodySchema,
  MAX_OFFERS,
  MIN_OFFERS,
  OwnerCreateCampaignBodySchema,
  PRODUCT_TYPES,
  PRODUCT_TYPE_LABELS,
  formatCents,
  totalValueCents,
  type CreateCampaignBody,
  type ProductType,
} from '@dealcard/shared';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { FieldError, SelectField, TextField, TextareaField } from '../ui/field.tsx';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { blankOffer, initialValues, toPayload, type CampaignFormValues, type OfferRow } from './campaign-form-values.ts';

export const NONPROFIT_NOT_FOUND = 'Selected nonprofit not found';

export interface CampaignFormNonprofit {
  id: number;
  name: string;
  restaurantId: number;
}

export interface CampaignFormRestaurant {
  id: number;
  name: string;
  /** An inactive restaurant's campaigns sell nothing until it is reactivated: the choice says so. */
  isActive?: number;
}

export interface CampaignFormProps {
  /** Show the Restaurant select (admin); otherwise the campaign is for `restaurantId` or the owner's own. */
  restaurantChoice: boolean;
  restaurantId?: number;
  nonprofits: CampaignFormNonprofit[];
  restaurants?: CampaignFormRestaurant[];
  /** Sends the checked payload (a mutation's `mutate`); a refusal's issues are shown under the fields. */
  send: (body: CreateCampaignBody, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  /** The success toast's title and text, and the error toast's text when the server gives none. */
  successTitle: string;
  success: string;
  failure: string;
  /** After the campaign was created. */
  onDone: () => void;
  onCancel?: () => void;
  isPending: boolean;
  submitLabel?: string;
  pendingLabel?: string;
}

const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: 1fr;
  @media (min-width: 720px) {
    grid-template-columns: 1fr 1fr;
  }
`;
const Full = styled.div`
  @media (min-width: 720px) {
    grid-column: 1 / -1;
  }
`;
const Three = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: 1fr;
  @media (min-width: 720px) {
    grid-template-columns: repeat(3, 1fr);
    grid-column: 1 / -1;
  }
`;
const OfferCard = styled(Card)`
  padding: 16px;
  background: ${({ theme }) => theme.colors.background};
  box-shadow: none;
`;
const OfferHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 12px;
  h4 {
    font-weight: 700;
  }
`;
const OffersHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 8px;
  h3 {
    font-size: 1.1rem;
    font-weight: 700;
  }
`;
const Totals = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 8px;
`;

/** The create-campaign form of the admin portal and the restaurant portal, checked with the server's schema. */
export function CampaignForm({
  restaurantChoice,
  restaurantId,
  nonprofits,
  restaurants = [],
  send,
  successTitle,
  success,
  failure,
  onDone,
  onCancel,
  isPending,
  submitLabel = 'Create Campaign',
  pendingLabel = 'Creating...',
}: CampaignFormProps) {
  const nonprofitOf = (v: CampaignFormValues) => nonprofitsOf(v).find((n) => String(n.id) === v.nonprofitId);
  const nonprofitsOf = (v: CampaignFormValues) => {
    const chosen = restaurantChoice ? Number(v.restaurantId) || undefined : restaurantId;
    return restaurantChoice ? nonprofits.filter((n) => n.restaurantId === chosen) : nonprofits;
  };
  const { values, setValues, errors, setErrors, submit } = useSchemaForm({
    schema: restaurantChoice ? AdminCreateCampaignBodySchema : OwnerCreateCampaignBodySchema,
    initial: () => initialValues(restaurantId),
    toInput: (v) => toPayload(v, nonprofitOf(v)?.name),
    check: (v) => (nonprofitOf(v) ? null : { nonprofitId: NONPROFIT_NOT_FOUND }),
    send: (data, callbacks) => send(restaurantId && !restaurantChoice ? { ...data, restaurantId } : data, callbacks),
    successTitle,
    success,
    failure,
    onDone,
  });

  const restaurantNonprofits = nonprofitsOf(values);
  const nonprofitDisabled = restaurantChoice && !(Number(values.restaurantId) || undefined);

  const payloadPreview = toPayload(values, undefined);
  const total = totalValueCents(payloadPreview.offers);

  const set = <K extends keyof CampaignFormValues>(key: K, value: CampaignFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const setOffer = (index: number, key: keyof Omit<OfferRow, 'key'>, value: string) => {
    setValues((v) => ({ ...v, offers: v.offers.map((o, i) => (i === index ? { ...o, [key]: value } : o)) }));
    setErrors((e) => ({ ...e, [`offers.${index}.${key}`]: undefined, offers: undefined }));
  };
  const removeOffer = (index: number) => {
    setValues((v) => ({ ...v, offers: v.offers.filter((_, i) => i !== index) }));
    setErrors({});
  };
  const addOffer = () => setValues((v) => ({ ...v, offers: [...v.offers, blankOffer()] }));

  const count = values.offers.length;

  return (
    <form onSubmit={submit} noValidate aria-label="Create campaign">
      <Grid>
        {restaurantChoice ? (
          <SelectField
            label="Restaurant"
            value={values.restaurantId}
            onChange={(e) => {
              set('restaurantId', e.target.value);
              set('nonprofitId', '');
            }}
            error={errors.restaurantId}
          >
            {restaurants.length === 0 ? (
              <option value="">No restaurants available</option>
            ) : (
              <>
                <option value="">Select a restaurant</option>
                {restaurants.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.isActive === 0 ? `${r.name} (inactive: sells nothing until reactivated)` : r.name}
                  </option>
                ))}
              </>
            )}
          </SelectField>
        ) : null}
        <SelectField
          label="Nonprofit Partner"
          value={values.nonprofitId}
          onChange={(e) => set('nonprofitId', e.target.value)}
          disabled={nonprofitDisabled}
          error={errors.nonprofitId}
        >
          {nonprofitDisabled ? (
            <option value="">Select a restaurant first</option>
          ) : restaurantNonprofits.length === 0 ? (
            <option value="">No nonprofits for this restaurant</option>
          ) : (
            <>
              <option value="">Select a nonprofit partner</option>
              {restaurantNonprofits.map((n) => (
                <option key={n.id} value={n.id}>
                  {n.name}
                </option>
              ))}
            </>
          )}
        </SelectField>
        <SelectField
          label="Product Type"
          value={values.productType}
          onChange={(e) => set('productType', e.target.value as ProductType)}
          error={errors.productType}
        >
          {PRODUCT_TYPES.map((t) => (
            <option key={t} value={t}>
              {PRODUCT_TYPE_LABELS[t]}
            </option>
          ))}
        </SelectField>
        <Full>
          <TextareaField
            label="Campaign Description"
            rows={4}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            error={errors.description}
            placeholder="What the card supports and why it matters"
          />
        </Full>
        <TextField
          label="Card Price ($)"
          inputMode="decimal"
          value={values.cardPrice}
          onChange={(e) => set('cardPrice', e.target.value)}
          hint="Typically $20.00"
          error={errors.cardPrice}
        />
        <TextField
          label="Fundraising Goal ($, optional)"
          inputMode="decimal"
          value={values.goal}
          onChange={(e) => set('goal', e.target.value)}
          hint="What the nonprofit's half should reach, e.g. 2,500"
          error={errors.goalCents}
        />
        <TextField
          label="Validity Period (months)"
          type="number"
          min={1}
          max={24}
          value={values.expirationMonths}
          onChange={(e) => set('expirationMonths', e.target.value)}
          hint="1-24 months"
          error={errors.expirationMonths}
        />
        <Three>
          <TextField
            label="Start Date"
            type="date"
            value={values.startDate}
            onChange={(e) => set('startDate', e.target.value)}
            error={errors.startDate}
          />
          <TextField
            label="End Date"
            type="date"
            value={values.endDate}
            onChange={(e) => set('endDate', e.target.value)}
            hint="When card sales stop"
            error={errors.endDate}
          />
          <TextField
            label="Card Expiration Date"
            type="date"
            value={values.cardExpirationDate}
            onChange={(e) => set('cardExpirationDate', e.target.value)}
            error={errors.cardExpirationDate}
          />
        </Three>
        <Full>
          <OffersHeader>
            <h3>Offers</h3>
            <Totals aria-live="polite">
              Total value: <strong data-testid="offers-total">{formatCents(total)}</strong> · {count} of {MIN_OFFERS}-{MAX_OFFERS}{' '}
              offers
            </Totals>
          </OffersHeader>
          {errors.offers ? <FieldError role="alert">{errors.offers}</FieldError> : null}
        </Full>
        {values.offers.map((offer, i) => (
          <Full key={offer.key}>
            <OfferCard aria-label={`Offer ${i + 1}`}>
              <OfferHead>
                <h4>Offer {i + 1}</h4>
                {count > MIN_OFFERS ? (
                  <Button $variant="ghost" $size="sm" onClick={() => removeOffer(i)} aria-label={`Remove offer ${i + 1}`}>
                    Remove
                  </Button>
                ) : null}
              </OfferHead>
              <Grid>
                <TextField
                  label="Offer Name"
                  value={offer.name}
                  onChange={(e) => setOffer(i, 'name', e.target.value)}
                  placeholder="e.g. Free Appetizer"
                  error={errors[`offers.${i}.name`]}
                />
                <TextField
                  label="Offer Description"
                  value={offer.description}
                  onChange={(e) => setOffer(i, 'description', e.target.value)}
                  placeholder="e.g. Any appetizer up to $9.99"
                  error={errors[`offers.${i}.description`]}
                />
                <TextField
                  label="Quantity"
                  type="number"
                  min={1}
                  value={offer.quantity}
                  onChange={(e) => setOffer(i, 'quantity', e.target.value)}
                  error={errors[`offers.${i}.quantity`]}
                />
                <TextField
                  label="Retail Value ($)"
                  inputMode="decimal"
                  value={offer.retailValue}
                  onChange={(e) => setOffer(i, 'retailValue', e.target.value)}
                  placeholder="9.99"
                  error={errors[`offers.${i}.retailValue`]}
                />
              </Grid>
            </OfferCard>
          </Full>
        ))}
        {count < MAX_OFFERS ? (
          <Full>
            <Button $variant="outline" onClick={addOffer}>
              Add Offer ({count}/{MAX_OFFERS})
            </Button>
          </Full>
        ) : null}
      </Grid>
      <Actions>
        {onCancel ? (
          <Button $variant="outline" onClick={onCancel} disabled={isPending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={isPending}>
          {isPending ? pendingLabel : submitLabel}
        </Button>
      </Actions>
    </form>
  );
}
