import { t } from '@lingui/core/macro';
import { useState } from 'react';
import styled from 'styled-components';
import type { PublicCampaign } from '@dealcard/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { confirmDemoPayment } from '../api/confirm-demo-payment.ts';
import { CheckoutFormView } from './checkout-form.tsx';
import { demoCardError, formatCardNumber } from './demo-card.ts';
import type { PaymentMethod } from './payment-method.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { space, column, text } from '../../../styles/theme.ts';

const SUCCESS_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

const DemoNotice = styled(Notice)`
  border: 2px dashed currentColor;
  font-size: 0.92rem;
  ${column(1.5)}
  code {
    font-family: ${({ theme }) => theme.font.mono};
    font-weight: 700;
    white-space: nowrap;
  }
`;
const Chips = styled.div`
  display: flex;
  gap: ${space(2)};
  flex-wrap: wrap;
`;
const Chip = styled.button`
  min-height: 44px;
  padding: 0 ${space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.info};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.info};
  ${text(0.88, 600)}
  cursor: pointer;
`;

/**
 * The card field, focused once the form is enabled again: it is disabled (and its pay button busy)
 * while the payment is checked, which would take the focus straight back off it.
 */
function focusCardField(tries = 40) {
  setTimeout(() => {
    const field = document.querySelector<HTMLInputElement>('input[name="cardNumber"]');
    const busy = field?.form?.querySelector('[aria-busy="true"]');
    if (field && !busy && !field.matches(':disabled')) field.focus();
    else if (tries > 0) focusCardField(tries - 1);
  }, 25);
}

interface DemoCheckoutProps {
  slug: string;
  campaign: PublicCampaign;
  paymentIntentId: string;
  clientSecret: string;
}

/** The demo provider: a clearly labelled built-in card field that goes through the same server path. */
export function DemoCheckout(props: DemoCheckoutProps) {
  const [cardNumber, setCardNumber] = useState('');
  // The card field's own error, shown under it (an empty or mistyped number), as a payment element does.
  const [cardError, setCardError] = useState<string | null>(null);
  const pickCard = (card: string) => {
    setCardNumber(card);
    setCardError(null);
  };

  const method: PaymentMethod = {
    element: (
      <>
        <DemoNotice $tone="info" role="note" aria-label={t`Demo payment`}>
          <span>
            <Badge $variant="info">{t`Demo`}</Badge> <strong>{t`Demo payment: no real card is charged.`}</strong>
          </span>
          <span>
            <code>{SUCCESS_CARD}</code> {t`succeeds;`} <code>{DECLINED_CARD}</code> {t`is declined.`}
          </span>
          <Chips>
            <Chip type="button" onClick={() => pickCard(SUCCESS_CARD)}>{t`Use the card that succeeds`}</Chip>
            <Chip type="button" onClick={() => pickCard(DECLINED_CARD)}>{t`Use the declined card`}</Chip>
          </Chips>
        </DemoNotice>
        <TextField
          label={t`Card number`}
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={cardNumber}
          onChange={(e) => pickCard(formatCardNumber(e.target.value))}
          error={cardError ?? undefined}
        />
      </>
    ),
    validate: async () => {
      const error = demoCardError(cardNumber);
      setCardError(error);
      if (error) focusCardField();
      return error;
    },
    confirm: async () => {
      try {
        await confirmDemoPayment(props.paymentIntentId, cardNumber.replace(/\D/g, ''));
        return null;
      } catch (err) {
        if (err instanceof ApiError && err.status === 402) return err.serverMessage ?? t`Your card was declined.`;
        return errorMessage(err, t`Your payment could not be completed. Please try again.`);
      }
    },
  };

  return <CheckoutFormView {...props} method={method} />;
}
