import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LoginPage, SignupPage } from '../features/auth/components/auth-pages.tsx';
import { NotFoundPage } from '../features/layout/not-found-page.tsx';
import { PublicLayout } from '../features/layout/public-layout.tsx';
import { RouteError } from '../features/layout/route-error.tsx';

/**
 * Every feature contributes its own routes. Public screens load eagerly or per page; the admin
 * and portal screens are separate chunks, so a card holder never downloads them.
 */
const publicRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/signup', element: <SignupPage /> },
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
