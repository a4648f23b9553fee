import { t } from '@lingui/core/macro';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { PageLoading } from '../../components/ui/skeleton.tsx';
import { SiteFooter } from './site-footer.tsx';
import { PublicHeader } from './public-header.tsx';

/** Keeps the footer at the bottom of short pages. */
const Shell = styled.div`
  min-height: 100vh;
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
  > #content {
    flex: 1 0 auto;
  }
`;

export function PublicLayout() {
  return (
    <Shell>
      <a className="visually-hidden" href="#content">{t`Skip to content`}</a>
      <PublicHeader />
      <div id="content">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </div>
      <SiteFooter />
    </Shell>
  );
}
