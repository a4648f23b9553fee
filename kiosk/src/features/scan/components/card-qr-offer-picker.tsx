import { t } from '@lingui/core/macro';
import styled from 'styled-components';
import { Detail } from '../../../components/result-overlay.tsx';
import { layerProps } from '../../../lib/layers.ts';
import { media, space, text } from '../../../styles/theme.ts';
import { leftLabel } from './card-qr-answers.tsx';

const Panel = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  padding: ${space(6, 6, 5)};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  overflow-y: auto;
  ${media.md} {
    padding: ${space(8, 10, 6)};
  }
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space(2, 4)};
  h1 {
    ${text(2.2, 900)}
  }
  p {
    ${text(1.3, 600)}
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const OfflineTag = styled.p`
  align-self: flex-start;
  padding: ${space(2, 4)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.used};
  color: ${({ theme }) => theme.colors.onUsed};
  ${text(1.1, 800)}
`;

const Offers = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${space(4)};
`;

const OfferButton = styled.button`
  width: 100%;
  min-height: 120px;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: center;
  gap: ${space(1.5)};
  padding: ${space(4, 5)};
  border: 3px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  touch-action: manipulation;
  strong {
    ${text(1.6, 800)}
  }
  span {
    ${text(1.1, 600)}
    color: ${({ theme }) => theme.colors.muted};
  }
  em {
    font-style: normal;
    ${text(1.2, 800)}
    color: ${({ theme }) => theme.colors.success};
  }
  &:disabled {
    border-color: ${({ theme }) => theme.colors.border};
    cursor: not-allowed;
    opacity: 0.6;
    em {
      color: ${({ theme }) => theme.colors.subtle};
    }
  }
  &:active:not(:disabled) {
    transform: scale(0.98);
    filter: brightness(1.2);
  }
`;

const Cancel = styled.button`
  align-self: stretch;
  min-height: 72px;
  margin-top: auto;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  ${text(1.4, 700)}
  cursor: pointer;
`;

/** Big buttons, one per offer; a used-up one is shown, disabled, so staff can tell the guest. */
export function OfferPicker({
  name,
  offline,
  offers,
  onPick,
  onCancel,
  busy,
}: {
  name: string;
  offline: boolean;
  offers: Array<{ key: number; offerType: string; description: string; remaining?: number }>;
  onPick(key: number): void;
  onCancel(): void;
  busy: boolean;
}) {
  return (
    <Panel role="dialog" aria-modal="true" aria-labelledby="card-qr-title" data-card-qr {...layerProps}>
      <Head>
        <h1 id="card-qr-title">{t`Card holder: ${name}`}</h1>
        <p>{t`Tap the offer the guest asks for.`}</p>
      </Head>
      {offline ? <OfflineTag>{t`Offline — checked on this tablet; what is left is checked when it syncs`}</OfflineTag> : null}
      {offers.length === 0 ? (
        <Detail>{t`No offers to choose from. Connect the tablet to the internet, then scan again.`}</Detail>
      ) : (
        <Offers aria-label={t`Offers on this card`}>
          {offers.map((o) => (
            <li key={o.key}>
              <OfferButton type="button" data-offer-id={o.key} disabled={busy || o.remaining === 0} onClick={() => onPick(o.key)}>
                <strong>{o.offerType}</strong>
                <span>{o.description}</span>
                {o.remaining !== undefined ? <em>{leftLabel(o.remaining)}</em> : null}
              </OfferButton>
            </li>
          ))}
        </Offers>
      )}
      <Cancel type="button" onClick={onCancel}>
        {t`Cancel`}
      </Cancel>
    </Panel>
  );
}
