import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: rgba(255, 255, 255, 0.96);
  backdrop-filter: saturate(180%) blur(8px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const Inner = styled.div`
  max-width: 1120px;
  margin: 0 auto;
  padding: 4px 8px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;
const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 48px;
  padding: 0 10px;
  border-radius: 10px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.background}; }
  span[aria-hidden] { font-size: 1.3rem; line-height: 1; }
`;
const Secure = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 0 10px;
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.success};
`;
const Home = styled(Link)`
  display: inline-flex;
  min-height: 48px;
  align-items: center;
  padding: 0 6px;
  img { width: 28px; height: 28px; }
`;

/** Checkout hides the site header; this keeps the way back to the campaign. */
export function CheckoutBar({ backTo }: { backTo: string }) {
  return (
    <Bar>
      <Inner>
        <Back to={backTo}>
          <span aria-hidden="true">‹</span> Back
        </Back>
        <span style={{ display: 'inline-flex', alignItems: 'center' }}>
          <Secure>
            <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
              <path d="M12 1a5 5 0 0 0-5 5v4H6a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-9a2 2 0 0 0-2-2h-1V6a5 5 0 0 0-5-5zm-3 9V6a3 3 0 0 1 6 0v4H9z" />
            </svg>
            Secure checkout
          </Secure>
          <Home to="/" aria-label="Deal Cards home">
            <img src="/favicon.png" alt="" width={28} height={28} />
          </Home>
        </span>
      </Inner>
    </Bar>
  );
}
