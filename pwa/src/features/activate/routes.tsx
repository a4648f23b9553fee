import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { inArea } from '../../i18n/i18n.tsx';

/** A printed card's QR lands here: its own small chunk, with the buyer's catalogue. */
const ActivatePage = lazy(() =>
  inArea('find', import('./components/activate-page.tsx')).then((m) => ({ default: m.ActivatePage })),
);

export const activateRoutes: RouteObject[] = [{ path: '/activate', element: <ActivatePage /> }];
