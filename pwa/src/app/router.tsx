import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { cardRoutes } from '../features/card/routes.tsx';
import { findMyCardRoutes } from '../features/find-my-card/routes.tsx';
import { NotFoundPage } from '../features/layout/not-found-page.tsx';
import { PublicLayout } from '../features/layout/public-layout.tsx';
import { RouteError } from '../features/layout/route-error.tsx';

/*
 * Every page is its own chunk, loaded when its route renders: a card holder opening /card/{code}
 * downloads the shell and the card screen, not checkout, find-my-card or the sign-in forms (and the
 * Zod schemas those forms validate with). PublicLayout's Suspense shows a spinner meanwhile; a
 * chunk that fails to load (offline before the service worker cached it) reaches RouteError.
 */
const LoginPage = lazy(() => import('../features/auth/components/auth-pages.tsx').then((m) => ({ default: m.LoginPage })));
const SignupPage = lazy(() => import('../features/auth/components/auth-pages.tsx').then((m) => ({ default: m.SignupPage })));
const CampaignLandingPage = lazy(() => import('../features/campaigns/components/campaign-landing-page.tsx').then((m) => ({ default: m.CampaignLandingPage })));
const CampaignsPage = lazy(() => import('../features/campaigns/components/campaigns-page.tsx').then((m) => ({ default: m.CampaignsPage })));
const CheckoutPage = lazy(() => import('../features/checkout/components/checkout-page.tsx').then((m) => ({ default: m.CheckoutPage })));
const PurchaseSuccessPage = lazy(() => import('../features/purchase-success/components/purchase-success-page.tsx').then((m) => ({ default: m.PurchaseSuccessPage })));
const MarketingPage = lazy(() => import('../features/marketing/components/marketing-page.tsx').then((m) => ({ default: m.MarketingPage })));
const OutboxListPage = lazy(() => import('../features/outbox/components/outbox-pages.tsx').then((m) => ({ default: m.OutboxListPage })));
const OutboxEmailPage = lazy(() => import('../features/outbox/components/outbox-pages.tsx').then((m) => ({ default: m.OutboxEmailPage })));

/**
 * Every feature contributes its own routes. Each public screen is its own chunk; the admin and
 * portal screens are separate chunks too, so a card holder never downloads them.
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
