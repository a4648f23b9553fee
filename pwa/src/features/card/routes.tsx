import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';

/** Its own chunk: the shell does not carry the card screen to visitors of other pages. */
const CardPage = lazy(() => import('./components/card-page.tsx').then((m) => ({ default: m.CardPage })));

/** The card view; `/card` without a code has no sample card to show, so it goes to Find My Card. */
export const cardRoutes: RouteObject[] = [
  { path: '/card', element: <Navigate to="/find-my-card" replace /> },
  { path: '/card/:accessCode', element: <CardPage /> },
];
