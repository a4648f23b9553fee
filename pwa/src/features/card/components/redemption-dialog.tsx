import { plural, t } from '@lingui/core/macro';
import { qrSvg as qrSvgOf } from '../../../lib/qr-svg.ts';
import type { CardDetailResponse, CardOffer, RedeemResponse } from '@dealcard/shared';
import { formatDateTime } from '@dealcard/shared/dates';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogFooter } from '../../../components/ui/dialog.tsx';
import { readSavedVouchers, writeSavedVouchers, type OfflineUse } from '../../../lib/saved-cards-vouchers.ts';
import { useRedeemOffer } from '../api/redeem-offer.ts';
import { nextUnusedVoucher, withOfflineUse } from '../offline-redeem.ts';
import { OfferIcon } from './offer-icon.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { space, plainList, row, text } from '../../../styles/theme.ts';

// "Show your card" comes with this chunk (and its QR encoder): the card page loads one chunk on demand, not two.
export { CardQrScreen } from './card-qr-screen.tsx';

type Step =
  | { kind: 'choose' }
  | { kind: 'confirm'; offer: CardOffer; noVoucher?: boolean }
  | { kind: 'success'; result: RedeemResponse }
  | { kind: 'voucher'; offer: CardOffer; qrSvg: string; at: Date };

/**
 * The QR encoder, loaded with this dialog's first QR (the service worker precaches it with the
 * card's code). Its SVG is rectangles only: nothing of the encoded text appears as markup.
 */
// Imported statically: this dialog is a lazy chunk already, and one import style for the encoder
// keeps the bundler from adding a runtime-helper file to every first visit.
const qrSvg = async (text: string) => qrSvgOf(text);

const noVoucher = () => t`This offer can't be used offline on this phone. Find a connection and try again.`;

const Options = styled.ul`
  ${plainList(2.5)}
  margin: ${space(4)} 0 0;
`;

const Option = styled.button`
  width: 100%;
  ${row(3.5)}
  min-height: 64px;
  padding: ${space(3, 3.5)};
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
  margin-top: ${space(4)};
  padding: ${space(5)};
  text-align: center;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;

const Offline = styled(Notice)`
  margin-top: ${space(4)};
  font-weight: 600;
`;

const CodeLabel = styled.p`
  margin-top: ${space(5)};
  text-align: center;
  ${text(0.98, 800)}
  text-transform: uppercase;
  letter-spacing: 0.03em;
  color: ${({ theme }) => theme.colors.primaryHover};
`;

const BigCode = styled.p`
  margin: ${space(2.5)} 0 ${space(1.5)};
  padding: ${space(4.5, 2)};
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
  ${text(1.1, 700)}
`;

const QrFrame = styled.div<{ $size: string }>`
  width: ${({ $size }) => $size};
  max-width: 100%;
  aspect-ratio: 1;
  margin: ${space(3.5)} auto ${space(2)};
  padding: ${space(2.5)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  /* Dark modules on white, whatever the text around, so every scanner reads them. */
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  svg {
    display: block;
    width: 100%;
    height: 100%;
    fill: currentColor;
    shape-rendering: crispEdges;
  }
`;

/** The six-digit code as a QR too, drawn once the encoder has loaded; the digits show meanwhile. */
function CodeQr({ code }: { code: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    qrSvg(code).then(
      (markup) => current && setSvg(markup),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [code]);
  return svg ? (
    <QrFrame $size="168px" role="img" aria-label={t`Redemption code as a QR code`} dangerouslySetInnerHTML={{ __html: svg }} />
  ) : null;
}

const Holder = styled.p`
  text-align: center;
  font-weight: 600;
`;

const PosNote = styled.p`
  margin-top: ${space(2)};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

interface RedemptionDialogProps {
  open: boolean;
  onClose: () => void;
  accessCode: string;
  detail: CardDetailResponse;
  /** The offers as the card page counts them, uses shown offline included. */
  offers: CardOffer[];
  online: boolean;
  /** Called once a voucher shown offline is counted on the device. */
  onOfflineUse: () => void;
  /** A use already shown offline to show again (the server has not counted it yet): opens at its QR. */
  again?: OfflineUse | null;
}

/**
 * Choose an offer, confirm it, then show the server-made code big enough to read across a table.
 * Offline, the phone shows the offer's next saved voucher as a QR instead and counts the use itself.
 */
export function RedemptionDialog({
  open,
  onClose,
  accessCode,
  detail,
  offers,
  online,
  onOfflineUse,
  again = null,
}: RedemptionDialogProps) {
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const redeem = useRedeemOffer(accessCode, detail);
  const [preparing, setPreparing] = useState(false);

  // "Show again": the same voucher as before, at the time it was first shown; nothing is counted twice.
  useEffect(() => {
    if (!open || !again) return;
    const voucher = readSavedVouchers(detail.card.accessCode)?.vouchers.find(
      (v) => v.offerId === again.offerId && v.use === again.use,
    );
    const offer = offers.find((o) => o.id === again.offerId);
    if (!voucher || !offer) return;
    let live = true;
    void qrSvg(voucher.token).then(
      (svg) => live && setStep({ kind: 'voucher', offer, qrSvg: svg, at: new Date(again.at) }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [open, again, detail.card.accessCode, offers]);

  // Cancel and close both drop the selection and the code.
  const close = () => {
    if (redeem.isPending) return;
    setStep({ kind: 'choose' });
    redeem.reset();
    onClose();
  };

  const confirmOffline = async (offer: CardOffer) => {
    const code = detail.card.accessCode;
    const saved = readSavedVouchers(code);
    const voucher = nextUnusedVoucher(saved, offer.id);
    let svg: string | null = null;
    // The use is counted only once its QR can be shown.
    if (saved && voucher) {
      setPreparing(true);
      svg = await qrSvg(voucher.token).catch(() => null);
      setPreparing(false);
    }
    if (!saved || !voucher || !svg) return setStep({ kind: 'confirm', offer, noVoucher: true });
    const at = new Date();
    // Read again: another tab may have counted a use while the encoder loaded.
    writeSavedVouchers(code, withOfflineUse(readSavedVouchers(code) ?? saved, voucher, at));
    onOfflineUse();
    setStep({ kind: 'voucher', offer, qrSvg: svg, at });
  };

  const confirm = (offer: CardOffer) => {
    if (!online) return void confirmOffline(offer);
    redeem.mutate(offer.id, {
      onSuccess: (result) => setStep({ kind: 'success', result }),
      onError: () => setStep({ kind: 'choose' }),
    });
  };

  if (step.kind === 'success') {
    const { result } = step;
    return (
      <Dialog key="success" open={open} onClose={close} title={t`Redemption Successful!`}>
        <CodeLabel>{t`Show This Code to Your Server`}</CodeLabel>
        <BigCode data-testid="redemption-code" aria-label={t`Code ${result.code.split('').join(' ')}`}>
          {result.code}
        </BigCode>
        <CodeQr code={result.code} />
        <CodeOffer>{result.offer.offerType}</CodeOffer>
        <PosNote>{t`Your server will enter this code into the point-of-sale system. It also stays listed on your card.`}</PosNote>
        <DialogFooter>
          <Button $size="lg" $block onClick={close}>{t`Close`}</Button>
        </DialogFooter>
      </Dialog>
    );
  }

  if (step.kind === 'voucher') {
    const { offer, at } = step;
    return (
      <Dialog key="voucher" open={open} onClose={close} title={t`Show this to your server`}>
        <QrFrame
          $size="min(100%, 340px)"
          role="img"
          aria-label={t`Voucher QR code`}
          data-testid="voucher-qr"
          dangerouslySetInnerHTML={{ __html: step.qrSvg }}
        />
        <CodeOffer>{offer.offerType}</CodeOffer>
        <Holder>
          {t`For ${detail.card.customerFirstName}`} · <time dateTime={at.toISOString()}>{formatDateTime(at)}</time>
        </Holder>
        <PosNote>{t`Your server scans this code. Your phone has counted the use: your card shows it as used offline until the restaurant confirms it.`}</PosNote>
        <DialogFooter>
          <Button $size="lg" $block onClick={close}>{t`Close`}</Button>
        </DialogFooter>
      </Dialog>
    );
  }

  if (step.kind === 'confirm') {
    const { offer } = step;
    // The current count, in case the card was refreshed while the dialog was open.
    const latest = offers.find((o) => o.id === offer.id) ?? offer;
    return (
      <Dialog
        key="confirm"
        open={open}
        onClose={close}
        // The offer's name stands alone: "Redeem 1 Free Appetizers?" broke the agreement of a plural name.
        title={t`Redeem ${offer.offerType}?`}
        description={plural(Math.max(0, latest.quantityRemaining - 1), {
          one: 'This action cannot be undone. # use will remain after redemption.',
          other: 'This action cannot be undone. # uses will remain after redemption.',
        })}
      >
        {step.noVoucher ? (
          <Offline $tone="warning" role="alert">
            {noVoucher()}
          </Offline>
        ) : !online ? (
          <Offline $tone="info">{t`You're offline: your phone will show a code for your server to scan.`}</Offline>
        ) : null}
        <DialogFooter>
          <Button $variant="outline" $size="lg" onClick={close} disabled={redeem.isPending}>{t`Cancel`}</Button>
          <Button
            $size="lg"
            onClick={() => confirm(latest)}
            disabled={redeem.isPending || preparing || !!step.noVoucher || latest.quantityRemaining <= 0}
          >
            {redeem.isPending ? t`Redeeming...` : t`Redeem`}
          </Button>
        </DialogFooter>
      </Dialog>
    );
  }

  const available = offers.filter((o) => o.quantityRemaining > 0);
  return (
    <Dialog
      key="choose"
      open={open}
      onClose={close}
      title={t`Use An Offer`}
      description={t`Choose the offer you want to use now.`}
    >
      {available.length === 0 ? (
        <Empty>{t`No offers available to redeem`}</Empty>
      ) : (
        <Options>
          {offers.map((offer) => (
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
        <Button $variant="outline" $size="lg" $block onClick={close}>{t`Cancel`}</Button>
      </DialogFooter>
    </Dialog>
  );
}
