import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { CheckoutFormSchema, formatCents, GiftSchema, type Gift, type PublicCampaign } from '@dealcard/shared';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useToastStore } from '../../../components/ui/toast-store.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { checkForm, type FieldErrors } from '../../../lib/form.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useLanguage } from '../../../i18n/i18n.tsx';
import { attachBuyer } from '../api/attach-buyer.ts';
import { EMPTY_GIFT, GIFT_FIELDS, GiftFields, type GiftValues } from './gift-fields.tsx';
import { successPath, type PaymentMethod } from './payment-method.ts';
import { space, column, text } from '../../../styles/theme.ts';

const Form = styled.form`
  ${column(4)}
`;
const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  ${column(3.5)}
  legend {
    ${text(1.1, 700)}
    margin-bottom: ${space(3)};
    padding: 0;
  }
  input {
    min-height: 50px;
    font-size: 1.05rem;
  }
`;
const Total = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  padding: ${space(3.5)} 0 ${space(1)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${text(1.05, 600)}
  strong {
    ${text(1.5, 800)}
  }
`;
const Secure = styled.p`
  text-align: center;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.subtle};
`;

type Values = { customerName: string; customerEmail: string; customerPhone: string };
const FIELDS = ['customerName', 'customerEmail', 'customerPhone'] as const;

interface CheckoutFormProps {
  slug: string;
  campaign: PublicCampaign;
  paymentIntentId: string;
  clientSecret: string;
  method: PaymentMethod;
}

/** The buyer's details, the provider's card fields, the total and the pay button. */
export function CheckoutFormView({ slug, campaign, paymentIntentId, clientSecret, method }: CheckoutFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>({ customerName: '', customerEmail: '', customerPhone: '' });
  const [gift, setGift] = useState<GiftValues>(EMPTY_GIFT);
  const [errors, setErrors] = useState<FieldErrors>({});
  const language = useLanguage();
  const [processing, setProcessing] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const price = formatCents(campaign.cardPrice);

  const update = (key: keyof Values) => (e: { target: { value: string } }) => {
    const next = { ...values, [key]: e.target.value };
    setValues(next);
    // Once a field has shown an error, it clears as soon as the entry is right.
    if (errors[key]) {
      const checked = checkForm(CheckoutFormSchema, next);
      setErrors((prev) => ({ ...prev, [key]: checked.ok ? undefined : checked.errors[key] }));
    }
  };
  const field = (key: keyof Values) => ({ value: values[key], onChange: update(key), error: errors[key] });

  const checkGift = (next: GiftValues) => {
    const { isGift: _isGift, ...fields } = next;
    return checkForm(GiftSchema, fields);
  };
  const updateGift = (field: keyof GiftValues, value: string | boolean) => {
    const next = { ...gift, [field]: value };
    setGift(next);
    // The message's limit shows as soon as it is passed; other errors clear once the entry is right.
    if (errors[field] || (field === 'message' && next.isGift)) {
      const checked = checkGift(next);
      setErrors((prev) => ({ ...prev, [field]: checked.ok ? undefined : checked.errors[field] }));
    }
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (processing) return;
    const checked = checkForm(CheckoutFormSchema, values);
    const giftChecked = gift.isGift ? checkGift(gift) : null;
    if (!checked.ok || (giftChecked && !giftChecked.ok)) {
      const found = { ...(checked.ok ? {} : checked.errors), ...(giftChecked && !giftChecked.ok ? giftChecked.errors : {}) };
      setErrors(found);
      const first = [...FIELDS, ...GIFT_FIELDS].find((f) => found[f]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    const buyer = checked.data;
    const giftData: Gift | null = giftChecked?.ok ? giftChecked.data : null;
    setProcessing(true);
    try {
      const invalid = await method.validate();
      if (invalid) {
        toast({ title: t`Validation Error`, description: invalid, variant: 'destructive' });
        return;
      }
      try {
        await attachBuyer(paymentIntentId, { clientSecret, ...buyer, gift: giftData });
      } catch (err) {
        toast({
          title: t`Payment Failed`,
          description: errorMessage(err, t`We could not start your payment. Please try again.`),
          variant: 'destructive',
        });
        return;
      }
      const failure = await method.confirm(buyer, successPath(campaign.id, buyer));
      if (failure) {
        toast({ title: t`Payment Failed`, description: failure, variant: 'destructive' });
        return;
      }
      // This intent is spent: a later visit to checkout must start a new one.
      queryClient.removeQueries({ queryKey: queryKeys.paymentIntent(slug) });
      // An earlier "Payment Failed" must not linger over the success page.
      const toasts = useToastStore.getState();
      for (const item of toasts.toasts) if (item.open) toasts.dismiss(item.id);
      navigate(successPath(campaign.id, buyer, paymentIntentId));
    } finally {
      setProcessing(false);
    }
  };

  return (
    <Form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t`Checkout`}>
      <Fieldset disabled={processing}>
        <legend>{t`Your details`}</legend>
        <TextField label={t`Full Name`} name="customerName" autoComplete="name" {...field('customerName')} required />
        <TextField
          label={t`Email`}
          name="customerEmail"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          {...field('customerEmail')}
          hint={gift.isGift ? t`Your receipt is sent here.` : t`Your card link and access code are sent here.`}
          required
        />
        <TextField
          label={t`Phone Number`}
          name="customerPhone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...field('customerPhone')}
          required
        />
        <GiftFields values={gift} errors={errors} language={language} onChange={updateGift} />
      </Fieldset>
      <Fieldset disabled={processing}>
        <legend>{t`Payment`}</legend>
        {method.element}
      </Fieldset>
      <Total>
        <span>{t`Total`}</span>
        <strong data-testid="checkout-total">{price}</strong>
      </Total>
      <Button type="submit" $size="lg" $block disabled={processing} aria-busy={processing}>
        {processing ? t`Processing...` : t`Pay ${price}`}
      </Button>
      <Secure>{t`Half of your purchase goes to ${campaign.nonprofitName}.`}</Secure>
    </Form>
  );
}
