import { t } from '@lingui/core/macro';
import styled from 'styled-components';
import {
  AdminCreateCampaignBodySchema,
  MAX_OFFERS,
  MIN_OFFERS,
  OwnerCreateCampaignBodySchema,
  PRODUCT_TYPES,
  formatCents,
  totalValueCents,
  type CreateCampaignBody,
  type ProductType,
} from '@dealcard/shared';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { FieldError, SelectField, TextField, TextareaField } from '../ui/field.tsx';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { productTypeLabel } from '../../lib/card-words.ts';
import { ShortLifeWarning } from './short-life-warning.tsx';
import { blankOffer, initialValues, toPayload, type CampaignFormValues, type OfferRow } from './campaign-form-values.ts';
import { space, media, text } from '../../styles/theme.ts';

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
  /** The values to start from (editing a campaign); a blank campaign otherwise. */
  initial?: CampaignFormValues;
  /** The form's accessible name. */
  label?: string;
}

const Grid = styled.div`
  display: grid;
  gap: ${space(4)};
  grid-template-columns: 1fr;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;
const Full = styled.div`
  ${media.md} {
    grid-column: 1 / -1;
  }
`;
const Three = styled.div`
  display: grid;
  gap: ${space(4)};
  grid-template-columns: 1fr;
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
    grid-column: 1 / -1;
  }
`;
const OfferCard = styled(Card)`
  padding: ${space(4)};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: none;
`;
const OfferHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${space(3)};
  h3 {
    font-weight: 700;
  }
`;
const OffersHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${space(2)};
  h2 {
    ${text(1.1, 700)}
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
  gap: ${space(2)};
  margin-top: ${space(2)};
`;

/** An inactive restaurant in the Restaurant choice. */
function inactiveRestaurant(name: string): string {
  return t`${name} (inactive: sells nothing until reactivated)`;
}

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
  submitLabel,
  pendingLabel,
  initial,
  label,
}: CampaignFormProps) {
  const nonprofitOf = (v: CampaignFormValues) => nonprofitsOf(v).find((n) => String(n.id) === v.nonprofitId);
  const nonprofitsOf = (v: CampaignFormValues) => {
    const chosen = restaurantChoice ? Number(v.restaurantId) || undefined : restaurantId;
    return restaurantChoice ? nonprofits.filter((n) => n.restaurantId === chosen) : nonprofits;
  };
  const { values, setValues, errors, setErrors, submit } = useSchemaForm({
    schema: restaurantChoice ? AdminCreateCampaignBodySchema : OwnerCreateCampaignBodySchema,
    initial: () => initial ?? initialValues(restaurantId),
    toInput: (v) => toPayload(v, nonprofitOf(v)?.name),
    check: (v) => (nonprofitOf(v) ? null : { nonprofitId: t`Selected nonprofit not found` }),
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
    <form onSubmit={submit} noValidate aria-label={label ?? t`Create campaign`}>
      <Grid>
        {restaurantChoice ? (
          <SelectField
            label={t`Restaurant`}
            value={values.restaurantId}
            onChange={(e) => {
              set('restaurantId', e.target.value);
              set('nonprofitId', '');
            }}
            error={errors.restaurantId}
          >
            {restaurants.length === 0 ? (
              <option value="">{t`No restaurants available`}</option>
            ) : (
              <>
                <option value="">{t`Select a restaurant`}</option>
                {restaurants.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.isActive === 0 ? inactiveRestaurant(r.name) : r.name}
                  </option>
                ))}
              </>
            )}
          </SelectField>
        ) : null}
        <SelectField
          label={t`Nonprofit Partner`}
          value={values.nonprofitId}
          onChange={(e) => set('nonprofitId', e.target.value)}
          disabled={nonprofitDisabled}
          error={errors.nonprofitId}
        >
          {nonprofitDisabled ? (
            <option value="">{t`Select a restaurant first`}</option>
          ) : restaurantNonprofits.length === 0 ? (
            <option value="">{t`No nonprofits for this restaurant`}</option>
          ) : (
            <>
              <option value="">{t`Select a nonprofit partner`}</option>
              {restaurantNonprofits.map((n) => (
                <option key={n.id} value={n.id}>
                  {n.name}
                </option>
              ))}
            </>
          )}
        </SelectField>
        <SelectField
          label={t`Product Type`}
          value={values.productType}
          onChange={(e) => set('productType', e.target.value as ProductType)}
          error={errors.productType}
        >
          {PRODUCT_TYPES.map((type) => (
            <option key={type} value={type}>
              {productTypeLabel(type)}
            </option>
          ))}
        </SelectField>
        <Full>
          <TextareaField
            label={t`Campaign Description`}
            rows={4}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            error={errors.description}
            placeholder={t`What the card supports and why it matters`}
          />
        </Full>
        <TextField
          label={t`Card Price ($)`}
          inputMode="decimal"
          value={values.cardPrice}
          onChange={(e) => set('cardPrice', e.target.value)}
          hint={t`Typically $20.00`}
          error={errors.cardPrice}
        />
        <TextField
          label={t`Fundraising Goal ($, optional)`}
          inputMode="decimal"
          value={values.goal}
          onChange={(e) => set('goal', e.target.value)}
          hint={t`What the nonprofit's half should reach, e.g. 2,500`}
          error={errors.goalCents}
        />
        <TextField
          label={t`Validity Period (months)`}
          type="number"
          min={1}
          max={24}
          value={values.expirationMonths}
          onChange={(e) => set('expirationMonths', e.target.value)}
          hint={t`1-24 months`}
          error={errors.expirationMonths}
        />
        <Three>
          <TextField
            label={t`Start Date`}
            type="date"
            value={values.startDate}
            onChange={(e) => set('startDate', e.target.value)}
            error={errors.startDate}
          />
          <TextField
            label={t`End Date`}
            type="date"
            value={values.endDate}
            onChange={(e) => set('endDate', e.target.value)}
            hint={t`When card sales stop`}
            error={errors.endDate}
          />
          <TextField
            label={t`Card Expiration Date`}
            type="date"
            value={values.cardExpirationDate}
            onChange={(e) => set('cardExpirationDate', e.target.value)}
            error={errors.cardExpirationDate}
          />
        </Three>
        <ShortLifeWarning
          endDate={values.endDate}
          expirationMonths={values.expirationMonths}
          cardExpirationDate={values.cardExpirationDate}
        />
        <Full>
          <OffersHeader>
            <h2>{t`Offers`}</h2>
            <Totals aria-live="polite">
              {t`Total value:`} <strong data-testid="offers-total">{formatCents(total)}</strong> ·{' '}
              {t`${count} of ${MIN_OFFERS}-${MAX_OFFERS} offers`}
            </Totals>
          </OffersHeader>
          {errors.offers ? <FieldError role="alert">{errors.offers}</FieldError> : null}
        </Full>
        {values.offers.map((offer, i) => (
          <Full key={offer.key}>
            <OfferCard aria-label={t`Offer ${i + 1}`}>
              <OfferHead>
                <h3>{t`Offer ${i + 1}`}</h3>
                {count > MIN_OFFERS ? (
                  <Button
                    $variant="ghost"
                    $size="sm"
                    onClick={() => removeOffer(i)}
                    aria-label={t`Remove offer ${i + 1}`}
                  >{t`Remove`}</Button>
                ) : null}
              </OfferHead>
              <Grid>
                <TextField
                  label={t`Offer Name`}
                  value={offer.name}
                  onChange={(e) => setOffer(i, 'name', e.target.value)}
                  placeholder={t`e.g. Free Appetizer`}
                  error={errors[`offers.${i}.name`]}
                />
                <TextField
                  label={t`Offer Description`}
                  value={offer.description}
                  onChange={(e) => setOffer(i, 'description', e.target.value)}
                  placeholder={t`e.g. Any appetizer up to $9.99`}
                  error={errors[`offers.${i}.description`]}
                />
                <TextField
                  label={t`Offer Name in Spanish (optional)`}
                  lang="es"
                  value={offer.nameEs}
                  onChange={(e) => setOffer(i, 'nameEs', e.target.value)}
                  placeholder={t`e.g. Aperitivo gratis`}
                  hint={t`Spanish readers see it; the English name otherwise.`}
                  error={errors[`offers.${i}.offerTypeEs`]}
                />
                <TextField
                  label={t`Offer Description in Spanish (optional)`}
                  lang="es"
                  value={offer.descriptionEs}
                  onChange={(e) => setOffer(i, 'descriptionEs', e.target.value)}
                  placeholder={t`e.g. Cualquier aperitivo hasta $9.99`}
                  error={errors[`offers.${i}.descriptionEs`]}
                />
                <TextField
                  label={t`Quantity`}
                  type="number"
                  min={1}
                  value={offer.quantity}
                  onChange={(e) => setOffer(i, 'quantity', e.target.value)}
                  error={errors[`offers.${i}.quantity`]}
                />
                <TextField
                  label={t`Retail Value ($)`}
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
            <Button $variant="outline" onClick={addOffer}>{t`Add Offer (${count}/${MAX_OFFERS})`}</Button>
          </Full>
        ) : null}
      </Grid>
      <Actions>
        {onCancel ? <Button $variant="outline" onClick={onCancel} disabled={isPending}>{t`Cancel`}</Button> : null}
        <Button type="submit" disabled={isPending}>
          {isPending ? (pendingLabel ?? t`Creating...`) : (submitLabel ?? t`Create Campaign`)}
        </Button>
      </Actions>
    </form>
  );
}
