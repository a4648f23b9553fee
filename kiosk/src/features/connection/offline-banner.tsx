import { useEffect } from 'react';
import styled from 'styled-components';
import { useConnection, useConnectionLost } from '../../lib/connection-store.ts';

const Banner = styled.div`
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onColour};
  font-weight: 700;
  font-size: 1.25rem;
  padding: 14px 24px;
  text-align: center;
`;

/** Follows the browser's online/offline events and shows the banner while the server is out of reach. */
export function OfflineBanner() {
  const lost = useConnectionLost();
  const setOnline = useConnection((s) => s.setOnline);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [setOnline]);
  if (!lost) return null;
  return <Banner role="alert">Offline — codes cannot be checked until the connection returns</Banner>;
}
