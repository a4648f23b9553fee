import type { RouteObject } from 'react-router-dom';
import { FindMyCardPage } from './components/find-my-card-page.tsx';

export const findMyCardRoutes: RouteObject[] = [{ path: '/find-my-card', element: <FindMyCardPage /> }];
