import { t } from '@lingui/core/macro';
import type { CardDetailResponse } from '@dealcard/shared';
import { readCardState } from '@dealcard/shared/card-state';
import { formatDateTime, formatLongDate } from '@dealcard/shared/dates';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button.tsx';
import { inArea } from '../../../i18n/i18n.tsx';
import { Page, Stack } from '../../../components/ui/card.tsx';
import { PageLoading } from '../../../components/ui/skeleton.tsx';
import { ApiError, isNotFound } from '../../../lib/api-client.ts';
import { useConfig } from '../../../lib/api/config.ts';
import { useOnlineStatus } from '../../../lib/online-status.ts';
import { useSavedCard, useSavedCards } from '../../../lib/saved-cards.ts';
import { countOfflineUses, readSavedVouchers, type OfflineUse } from '../../../lib/saved-cards-vouchers.ts';
import { useCard } from '../api/get-card.ts';
import { refreshSavedVouchers } from '../api/get-vouchers.ts';
import { CardFace } from './card-face.tsx';
import { Locations, Terms } from './card-extras.tsx';
import { isIosSafari, useInstallPrompt } from '../../../lib/install-prompt.ts';
import { OfferList } from './offer-list.tsx';
import { RedemptionCodes } from './redemption-codes.tsx';
import { WalletBadges } from './wallet-badges.tsx';
import type { CardQrScreen, RedemptionDialog as RedemptionDialogComponent } from './redemption-dialog.tsx';
import type { NoticeTone } from '../../../components/ui/notice.tsx';
import { space, column, row, text } from '../../../styles/theme.ts';

const Section = styled.section`
  ${column(2.5)}
`;

const SectionTitle = styled.h2`
  ${text(1.15, 800)}
  span {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * The Notice box (components/ui/notice.tsx) in the card's own styles, written out here: importing
 * it would add a file of its own to every first visit of a card, which has no room to spare.
 */
const CardNotice = styled.div<{ $tone: NoticeTone }>`
  ${row(2)}
  padding: ${space(2.5, 3.5)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $tone, theme }) => theme.colors[`${$tone}Soft`]};
  color: ${({ $tone, theme }) => theme.colors[$tone]};
  line-height: 1.5;
  ${text(0.95, 600)}
`;

const UseButton = styled(Button)`
  min-height: 68px;
  ${text(1.3, 800)}
  letter-spacing: 0.01em;
  border-radius: 16px;
  box-shadow: ${({ theme }) => theme.shadows.primaryGlow};
  &:disabled {
    box-shadow: none;
  }
`;

/**
 * The redemption dialog (with the redeem call and its toasts) loads at the first tap on "Use An
 * Offer": the card paints without it, about 3 KB gzip less on a first visit. The service worker
 * has it precached for later visits.
 */
const loadRedeemChunk = () => inArea('redeem', import('./redemption-dialog.tsx'));

/** True once `flag` has held for `ms`: a fast network never flashes the "Updating" notice. */
function useAfterDelay(flag: boolean, ms: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!flag) {
      setLate(false);
      return;
    }
    const timer = setTimeout(() => setLate(true), ms);
    return () => clearTimeout(timer);
  }, [flag, ms]);
  return flag && late;
}

function isConnectionError(error: unknown): boolean {
  return !(error instanceof ApiError);
}

// Only where the browser offers to install (or on iPhone Safari): fetched then, not on every visit.
const InstallCard = lazy(() => inArea('redeem', import('./install-card.tsx')).then((m) => ({ default: m.InstallCard })));

// Shown only when the card cannot be, or when it was a gift: fetched then, never on a card's
// normal visit, by one import for all three.
const CardExtra = lazy(() => inArea('redeem', import('./card-fallbacks.tsx')).then((m) => ({ default: m.CardExtra })));

type Shown =
  | { source: 'live'; detail: CardDetailResponse }
  | { source: 'saved'; detail: CardDetailResponse; savedAt: string; why: 'updating' | 'offline' | 'failed' };

/** `/card/{accessCode}`: the card, its offers, codes and terms; the saved copy when there is no signal. */
export function CardPage() {
  const accessCode = useParams().accessCode ?? '';
  const query = useCard(accessCode);
  // A fresh card's first render is the heaviest work of the visit, and both the query and the saved
  // copy (written just before the query resolves) would run it synchronously. As deferred values
  // React renders it in slices between frames instead of one long task; meanwhile the page stays
  // as it was.
  const data = useDeferredValue(query.data);
  const pending = query.isPending || (query.data !== undefined && data === undefined);
  const saved = useDeferredValue(useSavedCard(accessCode));
  const forget = useSavedCards((s) => s.forget);
  const online = useOnlineStatus();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [RedemptionDialog, setRedemptionDialog] = useState<typeof RedemptionDialogComponent | null>(null);
  const [dialogFailed, setDialogFailed] = useState(false);
  // A use shown offline that the holder asked to show again, while the server has not counted it.
  const [again, setAgain] = useState<OfflineUse | null>(null);
  // "Show your card": the full-screen card QR, loaded on the tap (nothing of it on a first visit).
  const [CardQr, setCardQr] = useState<typeof CardQrScreen | null>(null);
  const openDialog = (use: OfflineUse | null = null) => {
    setAgain(use);
    setDialogFailed(false);
    loadRedeemChunk().then(
      (m) => {
        setRedemptionDialog(() => m.RedemptionDialog);
        setDialogOpen(true);
      },
      () => setDialogFailed(true),
    );
  };
  const slow = useAfterDelay(pending, 1000);
  const installable = useInstallPrompt((s) => s.deferred !== null || isIosSafari());
  const wallets = useConfig().data?.wallets;

  // The card's vouchers, for redeeming offline: fetched once the live card has painted (an effect
  // runs after the paint), and again with each fresh copy. A use shown offline counts on the page
  // until the server counts it.
  const liveCode = data?.card.accessCode;
  const shownCode = liveCode ?? saved?.detail.card.accessCode;
  const [vouchersRead, setVouchersRead] = useState(0);
  const vouchers = useMemo(() => (shownCode ? readSavedVouchers(shownCode) : null), [shownCode, vouchersRead]);
  useEffect(() => {
    if (liveCode)
      refreshSavedVouchers(liveCode).then(
        () => setVouchersRead((n) => n + 1),
        () => {},
      );
  }, [liveCode, query.dataUpdatedAt]);

  const notFound = isNotFound(query.error);
  useEffect(() => {
    // A card the server no longer knows is not kept on the device either.
    if (notFound && saved) forget(saved.detail.card.accessCode);
  }, [notFound, saved, forget]);

  let shown: Shown | null = null;
  if (data) shown = { source: 'live', detail: data };
  else if (saved && !notFound) {
    const why = pending ? 'updating' : !online || isConnectionError(query.error) ? 'offline' : 'failed';
    shown = { source: 'saved', detail: saved.detail, savedAt: saved.savedAt, why };
  }

  if (!shown) {
    if (pending) return <PageLoading size={40} />;
    return (
      <Suspense fallback={<PageLoading size={40} />}>
        {!notFound && (!online || isConnectionError(query.error)) ? (
          <CardExtra onRetry={() => void query.refetch()} />
        ) : (
          <CardExtra reason={!notFound && query.error instanceof ApiError ? query.error.serverMessage : undefined} />
        )}
      </Suspense>
    );
  }

  const { detail } = shown;
  const expired = readCardState(detail.card, new Date()).state === 'expired';
  const offline = !online || (shown.source === 'saved' && shown.why === 'offline');
  // A copy saved before cards had a status reads as active until it is refreshed.
  const status = detail.card.status ?? 'active';
  // Offline the phone shows a saved voucher instead of asking the server for a code.
  const canRedeem = status === 'active' && !expired;
  const counted = countOfflineUses(detail.offers, vouchers);
  const restaurantName = detail.restaurant?.name;
  // A copy saved before cards said what they raised has no figure until it is refreshed.
  const raisedCents = detail.card.raisedCents ?? 0;
  const gift = detail.card.gift;

  return (
    <Page $narrow>
      <Stack $gap={18}>
        {shown.source === 'saved' && (shown.why !== 'updating' || slow) ? (
          <CardNotice $tone={shown.why === 'updating' ? 'info' : 'warning'} role="status" data-testid="saved-notice">
            {shown.why === 'updating'
              ? t`Updating… showing the copy saved ${formatDateTime(shown.savedAt)}`
              : shown.why === 'offline'
                ? t`Offline: saved ${formatDateTime(shown.savedAt)}`
                : t`Could not refresh this card: saved ${formatDateTime(shown.savedAt)}`}
          </CardNotice>
        ) : !online ? (
          <CardNotice $tone="warning" role="status">{t`Offline: this card is saved on your device`}</CardNotice>
        ) : null}

        {gift && (
          <Suspense fallback={null}>
            <CardExtra gift={gift} />
          </Suspense>
        )}
        <CardFace detail={detail} />
        {raisedCents > 0 ? (
          <p
            style={{ textAlign: 'center', fontSize: '0.9rem', fontWeight: 600, marginTop: -8 }}
            data-testid="card-raised"
          >{t`Your card raised $${(raisedCents / 100).toFixed(2)} for ${detail.card.nonprofitName}`}</p>
        ) : null}

        {!detail.restaurant ? (
          <CardNotice $tone="info">{t`This campaign is no longer active. Your purchased offers remain valid until expiration.`}</CardNotice>
        ) : null}

        <Stack $gap={8}>
          <UseButton $size="lg" $block disabled={!canRedeem} onClick={() => openDialog()}>{t`Use An Offer`}</UseButton>
          {/* Saved only while the card can be served. */}
          {vouchers?.cardToken ? (
            <Button
              $variant="outline"
              $block
              onClick={() => void loadRedeemChunk().then((m) => setCardQr(() => m.CardQrScreen))}
            >{t`Show your card`}</Button>
          ) : null}
          {dialogFailed ? (
            <CardNotice
              $tone="warning"
              role="alert"
            >{t`Could not open the offers. Check your connection and try again.`}</CardNotice>
          ) : null}
          {status !== 'active' || expired ? (
            // One sentence for every card that cannot redeem: what happened, then the same ending.
            <CardNotice $tone={status === 'on_hold' ? 'warning' : 'danger'} data-testid="card-status-notice">
              {status === 'refunded'
                ? detail.card.refundedAt
                  ? t`This card was refunded on ${formatLongDate(detail.card.refundedAt)}, so its offers can't be used anymore.`
                  : t`This card was refunded, so its offers can't be used anymore.`
                : status === 'on_hold'
                  ? t`This card is on hold while its payment is checked, so its offers can't be used for now.`
                  : t`This card has expired, so its offers can't be used anymore.`}
            </CardNotice>
          ) : offline ? (
            <CardNotice
              $tone="warning"
              role="alert"
            >{t`You're offline. You can still use an offer: your phone shows a code for your server to scan.`}</CardNotice>
          ) : (
            <p
              style={{ textAlign: 'center', fontSize: '0.9rem', opacity: 0.75 }}
            >{t`Tap at the table, then show the code to your server.`}</p>
          )}
        </Stack>

        {canRedeem && wallets && (wallets.apple || wallets.google) && shown.source === 'live' ? (
          <WalletBadges accessCode={accessCode} wallets={wallets} />
        ) : null}

        {installable ? (
          <Suspense fallback={null}>
            <InstallCard />
          </Suspense>
        ) : null}

        <Section aria-labelledby="your-offers">
          <SectionTitle id="your-offers">
            {t`Your Offers`}
            {restaurantName ? <span> {t`at ${restaurantName}`}</span> : null}
          </SectionTitle>
          {detail.offers.length === 0 ? (
            <p>{t`This card has no offers.`}</p>
          ) : (
            <OfferList
              offers={counted.offers}
              pending={counted.pending}
              onShowAgain={(offerId) => openDialog(vouchers?.usedOffline.findLast((u) => u.offerId === offerId) ?? null)}
            />
          )}
        </Section>

        {detail.redemptions.length > 0 ? (
          <Section aria-labelledby="your-codes">
            <SectionTitle id="your-codes">{t`Your Redemption Codes`}</SectionTitle>
            <RedemptionCodes redemptions={detail.redemptions} />
          </Section>
        ) : null}

        <Section aria-labelledby="locations">
          <SectionTitle id="locations">{t`Locations`}</SectionTitle>
          <Locations locations={detail.locations} websiteUrl={detail.restaurant?.websiteUrl} />
        </Section>

        <Terms />
      </Stack>

      {CardQr && vouchers?.cardToken ? <CardQr token={vouchers.cardToken} onClose={() => setCardQr(null)} /> : null}
      {RedemptionDialog ? (
        <RedemptionDialog
          open={dialogOpen}
          onClose={() => {
            setDialogOpen(false);
            setAgain(null);
          }}
          again={again}
          accessCode={accessCode}
          detail={detail}
          offers={counted.offers}
          online={!offline}
          onOfflineUse={() => setVouchersRead((n) => n + 1)}
        />
      ) : null}
    </Page>
  );
}
