import { t } from '@lingui/core/macro';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { PublicCampaign } from '@dealcard/shared';
import { theme } from '../../../styles/theme.ts';
import { CheckoutFormView } from './checkout-form.tsx';
import type { PaymentMethod } from './payment-method.ts';

/** Stripe.js is fetched once per publishable key, and only when the server runs Stripe. */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string): Promise<Stripe | null> {
  let promise = stripes.get(key);
  if (!promise) {
    promise = loadStripe(key);
    stripes.set(key, promise);
  }
  return promise;
}

interface StripeCheckoutProps {
  slug: string;
  campaign: PublicCampaign;
  paymentIntentId: string;
  clientSecret: string;
  publishableKey: string;
}

function StripeForm(props: Omit<StripeCheckoutProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();

  const method: PaymentMethod = {
    // The buyer's e-mail and phone come from our own fields, so the element does not ask again.
    element: <PaymentElement options={{ fields: { billingDetails: { email: 'never', phone: 'never' } } }} />,
    validate: async () => {
      if (!stripe || !elements) return t`The payment form is still loading. Please wait a moment.`;
      const { error } = await elements.submit();
      return error ? (error.message ?? t`Please check your card details.`) : null;
    },
    confirm: async (buyer, returnPath) => {
      if (!stripe || !elements) return t`The payment form is still loading. Please wait a moment.`;
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: {
          return_url: new URL(returnPath, window.location.origin).toString(),
          payment_method_data: {
            billing_details: { name: buyer.customerName, email: buyer.customerEmail, phone: buyer.customerPhone },
          },
        },
        redirect: 'if_required',
      });
      if (error) return error.message ?? t`Your payment could not be completed.`;
      if (paymentIntent?.status !== 'succeeded')
        return t`Your payment is ${paymentIntent?.status ?? t`not complete`}. Please try again.`;
      return null;
    },
  };

  return <CheckoutFormView {...props} method={method} />;
}

/** Loaded lazily: the demo provider's checkout never downloads this module or Stripe.js. */
export default function StripeCheckout({ publishableKey, ...props }: StripeCheckoutProps) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        clientSecret: props.clientSecret,
        appearance: {
          theme: 'stripe',
          variables: { colorPrimary: theme.colors.primary, borderRadius: theme.radii.md, fontSizeBase: '16px' },
        },
      }}
    >
      <StripeForm {...props} />
    </Elements>
  );
}
