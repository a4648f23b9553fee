import { Navigate, type RouteObject } from 'react-router-dom';
import { CardPage } from './components/card-page.tsx';

/** The card view; `/card` without a code has no sample card to show, so it goes to Find My Card. */
export const cardRoutes: RouteObject[] = [
  { path: '/card', element: <Navigate to="/find-my-card" replace /> },
  { path: '/card/:accessCode', element: <CardPage /> },
];
