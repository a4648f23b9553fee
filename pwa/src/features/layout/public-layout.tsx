import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '../../components/ui/skeleton.tsx';
import { SiteFooter } from '../marketing/components/site-footer.tsx';
import { PublicHeader } from './public-header.tsx';

export function PublicLayout() {
  return (
    <>
      <a className="visually-hidden" href="#content">
        Skip to content
      </a>
      <PublicHeader />
      <div id="content">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </div>
      <SiteFooter />
    </>
  );
}
