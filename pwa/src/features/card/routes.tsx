import { lazy } from 'react';
import { Navigate, type Params, type RouteObject } from 'react-router-dom';
import { preloadFetch, preloadModule } from '../../lib/preload.ts';

const loadCardPage = () => import('./components/card-page.tsx');
/** Its own chunk: the shell does not carry the card screen to visitors of other pages. */
const CardPage = lazy(() => loadCardPage().then((m) => ({ default: m.CardPage })));

/** The card view; `/card` without a code has no sample card to show, so it goes to Find My Card. */
export const cardRoutes: RouteObject[] = [
  { path: '/card', element: <Navigate to="/find-my-card" replace /> },
  {
    path: '/card/:accessCode',
    element: <CardPage />,
    // A first visit fetches the card (the same URL get-card.ts asks for) while the page's chunk loads.
    handle: {
      preload: ({ accessCode }: Params) => {
        preloadModule(loadCardPage);
        if (accessCode) preloadFetch(`/api/cards/${encodeURIComponent(accessCode)}`);
      },
    },
  },
];
