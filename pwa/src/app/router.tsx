import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LoginPage, SignupPage } from '../features/auth/components/auth-pages.tsx';
import { cardRoutes } from '../features/card/routes.tsx';
import { findMyCardRoutes } from '../features/find-my-card/routes.tsx';
import { NotFoundPage } from '../features/layout/not-found-page.tsx';
import { PublicLayout } from '../features/layout/public-layout.tsx';
import { RouteError } from '../features/layout/route-error.tsx';
import { CampaignLandingPage } from '../features/campaigns/components/campaign-landing-page.tsx';
import { CampaignsPage } from '../features/campaigns/components/campaigns-page.tsx';
import { CheckoutPage } from '../features/checkout/components/checkout-page.tsx';
import { PurchaseSuccessPage } from '../features/purchase-success/components/purchase-success-page.tsx';

const MarketingPage = lazy(() => import('../features/marketing/components/marketing-page.tsx').then((m) => ({ default: m.MarketingPage })));
const OutboxListPage = lazy(() => import('../features/outbox/components/outbox-pages.tsx').then((m) => ({ default: m.OutboxListPage })));
const OutboxEmailPage = lazy(() => import('../features/outbox/components/outbox-pages.tsx').then((m) => ({ default: m.OutboxEmailPage })));

/**
 * Every feature contributes its own routes. Public screens load eagerly or per page; the admin
 * and portal screens are separate chunks, so a card holder never downloads them.
 */
const publicRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/signup', element: <SignupPage /> },
  { path: '/', element: <CampaignsPage /> },
  { path: '/campaigns', element: <CampaignsPage /> },
  { path: '/campaign/:slug', element: <CampaignLandingPage /> },
  { path: '/checkout/:slug', element: <CheckoutPage /> },
  { path: '/purchase-success', element: <PurchaseSuccessPage /> },
  { path: '/for-restaurants', element: <MarketingPage /> },
  { path: '/dev/outbox', element: <OutboxListPage /> },
  { path: '/dev/outbox/:id', element: <OutboxEmailPage /> },
  ...cardRoutes,
  ...findMyCardRoutes,
];

const portalApp = async () => ({ Component: (await import('../features/portal/portal-app.tsx')).default });
const onboardingPage = async () => ({ Component: (await import('../features/onboarding/components/onboarding-page.tsx')).OnboardingPage });

const adminApp = async () => ({ Component: (await import('../features/admin/admin-app.tsx')).AdminApp });

const backOfficeRoutes: RouteObject[] = [
  // Admin portal (one lazy chunk).
  { path: '/admin/*', lazy: adminApp },
  // Restaurant portal and onboarding (lazy chunks).
  { path: '/onboard', lazy: onboardingPage },
  { path: '/restaurant/onboarding', lazy: onboardingPage },
  { path: '/restaurant/*', lazy: portalApp },
  { path: '/portal/*', lazy: portalApp },
];

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [...publicRoutes, ...backOfficeRoutes, { path: '*', element: <NotFoundPage /> }],
  },
];

export const router = createBrowserRouter(routes);
