import type { CardDetailResponse, CardOffer, RedeemResponse } from '@dealcard/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogFooter } from '../../../components/ui/dialog.tsx';
import { useRedeemOffer } from '../api/redeem-offer.ts';
import { OfferIcon } from './offer-icon.tsx';
import { Notice } from '../../../components/ui/notice.tsx';

type Step = { kind: 'choose' } | { kind: 'confirm'; offer: CardOffer } | { kind: 'success'; result: RedeemResponse };

const Options = styled.ul`
  list-style: none;
  margin: 16px 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

const Option = styled.button`
  width: 100%;
  display: flex;
  align-items: center;
  gap: 14px;
  min-height: 64px;
  padding: 12px 14px;
  text-align: left;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
    filter: grayscale(1);
  }
  &:disabled span.text {
    text-decoration: line-through;
  }
`;

const OptionIcon = styled.span`
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: 12px;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
`;

const OptionText = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  strong {
    font-size: 1rem;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
    line-height: 1.3;
  }
`;

const OptionCount = styled.span`
  flex: none;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`;

const Empty = styled.p`
  margin-top: 16px;
  padding: 20px;
  text-align: center;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;

const Offline = styled(Notice)`
  margin-top: 16px;
  font-weight: 600;
`;

const CodeLabel = styled.p`
  margin-top: 20px;
  text-align: center;
  font-weight: 800;
  font-size: 0.98rem;
  text-transform: uppercase;
  letter-spacing: 0.03em;
  color: ${({ theme }) => theme.colors.primaryHover};
`;

const BigCode = styled.p`
  margin: 10px 0 6px;
  padding: 18px 8px;
  text-align: center;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: clamp(3rem, 17vw, 4.5rem);
  line-height: 1;
  font-weight: 800;
  letter-spacing: 0.12em;
  font-variant-numeric: tabular-nums;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 3px dashed ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
`;

const CodeOffer = styled.p`
  text-align: center;
  font-weight: 700;
  font-size: 1.1rem;
`;

const PosNote = styled.p`
  margin-top: 8px;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

interface RedemptionDialogProps {
  open: boolean;
  onClose: () => void;
  accessCode: string;
  detail: CardDetailResponse;
  online: boolean;
}

/** Choose an offer, confirm it, then show the server-made code big enough to read across a table. */
export function RedemptionDialog({ open, onClose, accessCode, detail, online }: RedemptionDialogProps) {
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const redeem = useRedeemOffer(accessCode, detail);

  // Cancel and close both drop the selection and the code.
  const close = () => {
    if (redeem.isPending) return;
    setStep({ kind: 'choose' });
    redeem.reset();
    onClose();
  };

  const confirm = (offer: CardOffer) => {
    redeem.mutate(offer.id, {
      onSuccess: (result) => setStep({ kind: 'success', result }),
      onError: () => setStep({ kind: 'choose' }),
    });
  };

  if (step.kind === 'success') {
    const { result } = step;
    return (
      <Dialog key="success" open={open} onClose={close} title="Redemption Successful!">
        <CodeLabel>Show This Code to Your Server</CodeLabel>
        <BigCode data-testid="redemption-code" aria-label={`Code ${result.code.split('').join(' ')}`}>
          {result.code}
        </BigCode>
        <CodeOffer>1 {result.offer.offerType}</CodeOffer>
        <PosNote>Your server will enter this code into the point-of-sale system. It also stays listed on your card.</PosNote>
        <DialogFooter>
          <Button $size="lg" $block onClick={close}>
            Close
          </Button>
        </DialogFooter>
      </Dialog>
    );
  }

  if (step.kind === 'confirm') {
    const { offer } = step;
    // The current count, in case the card was refreshed while the dialog was open.
    const latest = detail.offers.find((o) => o.id === offer.id) ?? offer;
    return (
      <Dialog
        key="confirm"
        open={open}
        onClose={close}
        title={`Redeem 1 ${offer.offerType}?`}
        description={`This action cannot be undone. ${Math.max(0, latest.quantityRemaining - 1)} will remain after redemption.`}
      >
        {!online ? (
          <Offline $tone="warning" role="alert">
            You're offline. Redeeming needs a connection: try again when you have signal.
          </Offline>
        ) : null}
        <DialogFooter>
          <Button $variant="outline" $size="lg" onClick={close} disabled={redeem.isPending}>
            Cancel
          </Button>
          <Button
            $size="lg"
            onClick={() => confirm(latest)}
            disabled={redeem.isPending || !online || latest.quantityRemaining <= 0}
          >
            {redeem.isPending ? 'Redeeming...' : 'Redeem'}
          </Button>
        </DialogFooter>
      </Dialog>
    );
  }

  const available = detail.offers.filter((o) => o.quantityRemaining > 0);
  return (
    <Dialog key="choose" open={open} onClose={close} title="Use An Offer" description="Choose the offer you want to use now.">
      {available.length === 0 ? (
        <Empty>No offers available to redeem</Empty>
      ) : (
        <Options>
          {detail.offers.map((offer) => (
            <li key={offer.id}>
              <Option disabled={offer.quantityRemaining <= 0} onClick={() => setStep({ kind: 'confirm', offer })}>
                <OptionIcon>
                  <OfferIcon offerType={offer.offerType} />
                </OptionIcon>
                <OptionText className="text">
                  <strong>{offer.offerType}</strong>
                  {offer.description ? <small>{offer.description}</small> : null}
                </OptionText>
                <OptionCount>
                  {offer.quantityRemaining}/{offer.quantityTotal}
                </OptionCount>
              </Option>
            </li>
          ))}
        </Options>
      )}
      <DialogFooter>
        <Button $variant="outline" $size="lg" $block onClick={close}>
          Cancel
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
