import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { inArea } from '../../i18n/i18n.tsx';

/** Its own chunk (with the Zod schemas of its form), loaded only when the route renders. */
const FindMyCardPage = lazy(() =>
  inArea('find', import('./components/find-my-card-page.tsx')).then((m) => ({ default: m.FindMyCardPage })),
);

export const findMyCardRoutes: RouteObject[] = [{ path: '/find-my-card', element: <FindMyCardPage /> }];
