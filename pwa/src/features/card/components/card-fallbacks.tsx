import { t } from '@lingui/core/macro';
import type { CardGift } from '@dealcard/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/card.tsx';
import { space } from '../../../styles/theme.ts';

const Centered = styled.div`
  text-align: center;
  padding: ${space(10)} 0;
  h1 {
    font-size: 1.6rem;
    margin-bottom: ${space(2.5)};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    margin-bottom: ${space(5)};
  }
`;

/** The screen for any failed load; a refusal other than "not found" (too many tries) says why. */
export function CardNotFound({ reason }: { reason?: string | undefined }) {
  return (
    <Page $narrow>
      <Centered>
        <h1>{t`Card Not Found`}</h1>
        <p>{t`The deal card you're looking for doesn't exist or has been removed.`}</p>
        {reason ? <p role="alert">{reason}</p> : null}
        <ButtonLink as={Link} to="/find-my-card">{t`Find My Card`}</ButtonLink>
      </Centered>
    </Page>
  );
}

export function OfflineNoCopy({ onRetry }: { onRetry: () => void }) {
  return (
    <Page $narrow>
      <Centered>
        <h1>{t`You're offline`}</h1>
        <p>{t`This card has not been saved on this device yet. Open it once with a connection and it will be here next time, signal or not.`}</p>
        <Button onClick={onRetry}>{t`Try again`}</Button>
      </Centered>
    </Page>
  );
}

const Note = styled.div`
  padding: ${space(2.5, 3.5)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.info};
  font-weight: 600;
  line-height: 1.5;
  q {
    display: block;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font-weight: 400;
  }
`;

/**
 * "A gift from {first name}" and the giver's message. In this on-demand chunk and catalogue, loaded
 * only for a card that was a gift: a card's first visit has no room to spare.
 */
export function CardGiftNote({ gift }: { gift: CardGift }) {
  return (
    <Note data-testid="card-gift">
      {t`A gift from ${gift.fromName}`}
      {gift.message ? <q>{gift.message}</q> : null}
    </Note>
  );
}

/**
 * What the card page loads on demand, all by one import (each costs its first visit bytes): a
 * gift's note, the offline screen, or else "Card Not Found". Told apart by their props, which
 * costs that first visit less than naming them.
 */
export type CardExtraProps = { gift: CardGift } | { onRetry: () => void } | { reason?: string | undefined };

export function CardExtra(props: CardExtraProps) {
  if ('gift' in props) return <CardGiftNote gift={props.gift} />;
  if ('onRetry' in props) return <OfflineNoCopy onRetry={props.onRetry} />;
  return <CardNotFound reason={props.reason} />;
}
