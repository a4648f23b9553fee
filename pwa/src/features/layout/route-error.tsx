import { t } from '@lingui/core/macro';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '../../components/ui/button.tsx';
import { Card, Page, Stack } from '../../components/ui/card.tsx';

/** A screen that crashed, or a lazy chunk that failed to load on bad signal: say so and offer a reload. */
export function RouteError() {
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <Page $narrow>
      <Card>
        <Stack>
          <h1>{offline ? t`You are offline` : t`Something went wrong`}</h1>
          <p>
            {offline
              ? t`This page needs a connection the first time. Try again when you are back online.`
              : t`Please reload the page. If it keeps happening, try again later.`}
          </p>
          <Button onClick={() => window.location.reload()}>{t`Reload`}</Button>
        </Stack>
      </Card>
    </Page>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** A new value (the next navigation) clears the error, so Back leaves the error screen. */
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, { failed: boolean; resetKey: string }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failed: boolean; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** What a data router's errorElement did for the whole app: any screen's error shows RouteError until the next navigation. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary resetKey={useLocation().key}>{children}</Boundary>;
}
