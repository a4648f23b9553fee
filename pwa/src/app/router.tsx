import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LoginPage, SignupPage } from '../features/auth/components/auth-pages.tsx';
import { cardRoutes } from '../features/card/routes.tsx';
import { findMyCardRoutes } from '../features/find-my-card/routes.tsx';
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
  ...cardRoutes,
  ...findMyCardRoutes,
];

const backOfficeRoutes: RouteObject[] = [];

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [...publicRoutes, ...backOfficeRoutes, { path: '*', element: <NotFoundPage /> }],
  },
];

export const router = createBrowserRouter(routes);
