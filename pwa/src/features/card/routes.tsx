import type { QueryClient } from '@tanstack/react-query';
import { Navigate, type Params, type RouteObject } from 'react-router-dom';
import { inArea } from '../../i18n/i18n.tsx';
import { lazyPage, settled } from '../../lib/preload.ts';
import { hasSavedCopy } from '../../lib/saved-cards-storage.ts';
import { cardQueryOptions } from './api/get-card.ts';

/** Its own chunk: the shell does not carry the card screen to visitors of other pages. */
const cardPage = lazyPage(
  () => inArea('card', import('./components/card-page.tsx')),
  (m) => m.CardPage,
);
const CardPage = cardPage.Component;

/** The card view; `/card` without a code has no sample card to show, so it goes to Find My Card. */
export const cardRoutes: RouteObject[] = [
  { path: '/card', element: <Navigate to="/find-my-card" replace /> },
  {
    path: '/card/:accessCode',
    element: <CardPage />,
    // A first visit fetches the card while the page's chunk loads.
    handle: {
      preload: ({ accessCode }: Params, client: QueryClient) => {
        const page = cardPage.preload();
        if (!accessCode) return page;
        const fresh = client.prefetchQuery(cardQueryOptions(accessCode));
        // With a saved copy the page shows it at once: a bad signal must not hold the card back.
        return hasSavedCopy(accessCode) ? page : settled([page, fresh]);
      },
    },
  },
];
