import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { matchRoutes, useRoutes, type Params, type RouteObject } from 'react-router-dom';
import { cardRoutes } from '../features/card/routes.tsx';
import { activateRoutes } from '../features/activate/routes.tsx';
import { findMyCardRoutes } from '../features/find-my-card/routes.tsx';
import { PublicLayout } from '../features/layout/public-layout.tsx';
import { RouteErrorBoundary } from '../features/layout/route-error.tsx';
import { PageLoading } from '../components/ui/skeleton.tsx';
import { userQueryOptions } from '../lib/api/current-user.ts';
import { configQueryOptions } from '../lib/api/config.ts';
import { lazyPage, settled, type RouteHandle } from '../lib/preload.ts';
import { inArea } from '../i18n/i18n.tsx';

/*
 * Every page is its own chunk, loaded when its route renders: a card holder opening /card/{code}
 * downloads the shell and the card screen, not checkout, find-my-card or the sign-in forms (and the
 * Zod schemas those forms validate with). PublicLayout's Suspense shows a spinner meanwhile; a
 * chunk that fails to load (offline before the service worker cached it) reaches RouteError.
 *
 * The routes render in react-router's declarative mode (useRoutes under a BrowserRouter): the app
 * uses no loader, action or fetcher, and the data router behind createBrowserRouter was about
 * 16 KB gzip of the card holder's first visit.
 */
const campaignLandingPage = lazyPage(
  () => inArea('buy', import('../features/campaigns/components/campaign-landing-page.tsx')),
  (m) => m.CampaignLandingPage,
);
const CampaignLandingPage = campaignLandingPage.Component;
const campaignsPage = lazyPage(
  () => inArea('buy', import('../features/campaigns/components/campaigns-page.tsx')),
  (m) => m.CampaignsPage,
);
const CampaignsPage = campaignsPage.Component;
const CheckoutPage = lazy(() =>
  inArea('buy', import('../features/checkout/components/checkout-page.tsx')).then((m) => ({ default: m.CheckoutPage })),
);
const PurchaseSuccessPage = lazy(() =>
  inArea('buy', import('../features/purchase-success/components/purchase-success-page.tsx')).then((m) => ({
    default: m.PurchaseSuccessPage,
  })),
);
const MarketingPage = lazy(() =>
  inArea('marketing', import('../features/marketing/components/marketing-page.tsx')).then((m) => ({ default: m.MarketingPage })),
);
// The printable poster (with the QR encoder): never a card holder's.
const PosterPage = lazy(() =>
  inArea('fundraising', import('../features/fundraising/poster-page.tsx')).then((m) => ({ default: m.PosterPage })),
);

/** The list's chunk and its first page. */
function preloadCampaigns(_params: Params, client: QueryClient): Promise<void> {
  return settled([
    campaignsPage.preload(),
    import('../features/campaigns/api/get-active-campaigns.ts').then((m) =>
      client.prefetchInfiniteQuery(m.activeCampaignsQueryOptions),
    ),
  ]);
}

/**
 * Every feature contributes its own routes. Each public screen is its own chunk; the admin and
 * portal screens are separate chunks too, so a card holder never downloads them.
 */
const publicRoutes: RouteObject[] = [
  { path: '/', element: <CampaignsPage />, handle: { preload: preloadCampaigns } },
  { path: '/campaigns', element: <CampaignsPage />, handle: { preload: preloadCampaigns } },
  {
    path: '/campaign/:slug',
    element: <CampaignLandingPage />,
    handle: {
      preload: ({ slug }: Params, client: QueryClient) =>
        settled([
          campaignLandingPage.preload(),
          slug ? import('../lib/api/campaign.ts').then((m) => client.prefetchQuery(m.campaignQueryOptions(slug))) : undefined,
        ]),
    },
  },
  { path: '/checkout/:slug', element: <CheckoutPage /> },
  { path: '/purchase-success', element: <PurchaseSuccessPage /> },
  { path: '/for-restaurants', element: <MarketingPage /> },
  ...cardRoutes,
  ...findMyCardRoutes,
  ...activateRoutes,
];

// Every other path (sign-in, the back office, sellers' and nonprofits' links, the 404 page) is
// matched by a second table in its own chunk: the entry chunk a card holder downloads stays small.
// Started before the first render, like a page's chunk, so it is not one more wait after it.
const officeRoutes = lazyPage(
  () => import('./office-routes.tsx'),
  (m) => m.OfficeRoutes,
);
const OfficeRoutes = officeRoutes.Component;

export const routes: RouteObject[] = [
  // The printable poster is a page of its own: no site header or footer on screen or on paper.
  {
    path: '/campaign/:slug/poster',
    element: (
      <Suspense fallback={<PageLoading />}>
        <PosterPage />
      </Suspense>
    ),
  },
  { element: <PublicLayout />, children: publicRoutes },
  // Everything else (the back office and its printed sheets, sign-in, e-mailed links, the 404
  // page) is matched by the second table, which puts its own pages in the public layout.
  {
    path: '*',
    element: (
      <Suspense fallback={<PageLoading />}>
        <OfficeRoutes />
      </Suspense>
    ),
    handle: { preload: officeRoutes.preload },
  },
];

/**
 * Called once at start-up, before React renders: the page's chunk and data (and the server's
 * configuration, which the footer and checkout read) then load while the shell is still being
 * evaluated, instead of one after the other once it has rendered. Settles when they are there.
 * The signed-in user is read here too, so the header's first render is already the right one: no
 * login links flashing before a signed-in owner's portal link, and no second render of the whole
 * page when the answer comes (for a visitor who never signed in, it is null at once, no call).
 */
export function preloadRoute(pathname: string, client: QueryClient): Promise<void> {
  const pages = (matchRoutes(routes, pathname) ?? []).map((m) =>
    (m.route.handle as RouteHandle | undefined)?.preload?.(m.params, client),
  );
  return settled([client.prefetchQuery(configQueryOptions), client.prefetchQuery(userQueryOptions), ...pages]);
}

/** The whole app's routes; rendered inside a BrowserRouter (main.tsx). */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
