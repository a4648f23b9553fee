import styled, { css, keyframes } from 'styled-components';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatWhen } from '../../../lib/format.ts';
import { useConnectionLost } from '../../../lib/connection-store.ts';
import { useRedemptions } from '../api/get-redemptions.ts';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
`;

const Title = styled.h2`
  font-size: 1.2rem;
  font-weight: 700;
  padding: 16px 20px 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const pulse = keyframes`0%, 100% { opacity: 1; } 50% { opacity: 0.35; }`;
const Live = styled.span<{ $paused: boolean }>`
  font-size: 0.8rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.subtle};
  display: inline-flex;
  align-items: center;
  gap: 6px;
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ $paused, theme }) => ($paused ? theme.colors.subtle : theme.colors.success)};
    animation: ${({ $paused }) =>
      $paused
        ? 'none'
        : css`
            ${pulse} 2s ease-in-out infinite
          `};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  flex: 1;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 2px 12px;
  padding: 12px 20px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Offer = styled.span`
  font-weight: 700;
  font-size: 1.05rem;
`;
const Meta = styled.span`
  color: ${({ theme }) => theme.colors.subtle};
  font-size: 0.9rem;
`;
const Status = styled.span<{ $verified: boolean }>`
  grid-row: span 2;
  align-self: center;
  font-size: 0.85rem;
  font-weight: 700;
  padding: 4px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $verified, theme }) => ($verified ? theme.colors.valid : theme.colors.surfaceRaised)};
  color: ${({ $verified, theme }) => ($verified ? theme.colors.onColour : theme.colors.muted)};
`;

const Empty = styled.p`
  padding: 24px 20px;
  color: ${({ theme }) => theme.colors.subtle};
  font-size: 1rem;
  line-height: 1.5;
`;

const SkeletonRow = styled.div`
  height: 52px;
  margin: 12px 20px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  animation: ${pulse} 1.6s ease-in-out infinite;
`;

/** The restaurant's latest redemptions, newest first, refreshed every few seconds. */
export function RecentRedemptions() {
  const { data, isPending, isError, error } = useRedemptions();
  const lost = useConnectionLost();
  return (
    <Panel aria-labelledby="recent-title">
      <Title id="recent-title">Recent redemptions {data ? <Live $paused={lost}>{lost ? 'Paused' : 'Live'}</Live> : null}</Title>
      {isPending ? (
        <div aria-label="Loading recent redemptions">
          <SkeletonRow />
          <SkeletonRow />
          <SkeletonRow />
        </div>
      ) : isError && !data ? (
        <Empty role="alert">{errorMessage(error, 'Recent redemptions could not be loaded.')}</Empty>
      ) : data.length === 0 ? (
        <Empty>No redemptions yet. When a guest redeems an offer on their card, it appears here.</Empty>
      ) : (
        <List aria-label="Recent redemptions">
          {data.map((r) => (
            <Item key={r.id}>
              <Offer>{r.offerType}</Offer>
              <Status $verified={r.verifiedAt !== null}>{r.verifiedAt ? 'Verified' : 'Not verified'}</Status>
              <Meta>
                {r.holderFirstName} · {formatWhen(r.redeemedAt)}
                {r.verifiedAt && r.locationName ? ` · ${r.locationName}` : ''}
              </Meta>
            </Item>
          ))}
        </List>
      )}
    </Panel>
  );
}
