import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '../../components/ui/button.tsx';
import { Card, Page, Stack } from '../../components/ui/card.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** A screen that crashed, or a lazy chunk that failed to load on bad signal: say so and offer a reload. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <Page $narrow>
      <Card>
        <Stack>
          <h1>{offline ? 'You are offline' : 'Something went wrong'}</h1>
          <p>{offline ? 'This page needs a connection the first time. Try again when you are back online.' : 'Please reload the page. If it keeps happening, try again later.'}</p>
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </Stack>
      </Card>
    </Page>
  );
}
