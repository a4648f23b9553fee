import { t } from '@lingui/core/macro';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { OutboxEmailStatus } from '@dealcard/shared';
import { formatDateTime } from '@dealcard/shared/dates';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card, Page } from '../../../components/ui/card.tsx';
import { StateCard } from '../../../components/ui/state-card.tsx';
import { Skeleton, Spinner } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useConfig } from '../../../lib/api/config.ts';
import { useOutbox, useOutboxEmail } from '../api/get-outbox.ts';
import { appLinks } from '../app-links.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { space, plainList, column, text } from '../../../styles/theme.ts';

const Layout = styled(Page)`
  max-width: 760px;
  ${column(4)}
`;
const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${space(3)};
  flex-wrap: wrap;
  h1 {
    ${text(1.6, 800)}
  }
`;
const DevNote = styled(Notice)`
  font-size: 0.9rem;
  padding: ${space(2.5, 3)};
`;
const List = styled.ul`
  ${plainList(2.5)}
`;
const Item = styled(Link)`
  display: block;
  padding: ${space(3.5, 4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.card};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  strong {
    display: block;
    font-size: 1.02rem;
  }
  span.meta {
    display: flex;
    gap: ${space(1, 3)};
    flex-wrap: wrap;
    align-items: center;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
    margin-top: ${space(1)};
  }
`;
const Empty = styled(StateCard)`
  h2 {
    font-size: 1.25rem;
  }
`;
const Frame = styled.iframe`
  width: 100%;
  min-height: 70vh;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;
const Meta = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space(1, 3)};
  font-size: 0.92rem;
  dt {
    color: ${({ theme }) => theme.colors.subtle};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
const Links = styled.div`
  ${column(2)}
`;
const Pre = styled.pre`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.85rem;
  background: ${({ theme }) => theme.colors.background};
  padding: ${space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  margin: 0;
`;

const STATUS_BADGE: Record<OutboxEmailStatus, BadgeVariant> = { pending: 'warning', sent: 'success', failed: 'destructive' };

/** An e-mail's status on its badge. */
function statusLabel(status: OutboxEmailStatus): string {
  switch (status) {
    case 'pending':
      return t`pending`;
    case 'sent':
      return t`sent`;
    case 'failed':
      return t`failed`;
  }
}

function Off() {
  return (
    <Empty>
      <h2>{t`The outbox viewer is off`}</h2>
      <p>{t`It is only available on a development server that writes e-mail to its outbox folder.`}</p>
      <ButtonLink as={Link} to="/" $size="lg">{t`Go to Homepage`}</ButtonLink>
    </Empty>
  );
}

/** /dev/outbox: every e-mail the app queued, newest first (development servers only). */
export function OutboxListPage() {
  const config = useConfig();
  const on = config.data?.outboxViewer === true;
  const outbox = useOutbox(on);

  let body;
  if (config.isPending || (on && outbox.isPending)) {
    body = (
      <Stacked>
        <Skeleton $height="72px" />
        <Skeleton $height="72px" />
        <Skeleton $height="72px" />
      </Stacked>
    );
  } else if (!on) {
    body = <Off />;
  } else if (outbox.isError) {
    body = (
      <Empty role="alert">
        <h2>{t`We couldn't read the outbox`}</h2>
        <p>{errorMessage(outbox.error, t`Please try again.`)}</p>
        <Button onClick={() => void outbox.refetch()}>{t`Try again`}</Button>
      </Empty>
    );
  } else if (!outbox.data || outbox.data.emails.length === 0) {
    body = (
      <Empty>
        <h2>{t`No e-mails yet`}</h2>
        <p>{t`Buy a card or ask for a find-my-card link, and the e-mail will appear here.`}</p>
        <ButtonLink as={Link} to="/campaigns" $size="lg">{t`Browse Campaigns`}</ButtonLink>
      </Empty>
    );
  } else {
    body = (
      <List>
        {outbox.data.emails.map((e) => (
          <li key={e.id}>
            <Item to={`/dev/outbox/${e.id}`} data-testid="outbox-email">
              <strong>{e.subject}</strong>
              <span className="meta">
                <span>{t`To ${e.to}`}</span>
                <span>{formatDateTime(e.createdAt)}</span>
                <Badge $variant={STATUS_BADGE[e.status]}>{statusLabel(e.status)}</Badge>
              </span>
            </Item>
          </li>
        ))}
      </List>
    );
  }

  return (
    <Layout>
      <Head>
        <h1>{t`Development outbox`}</h1>
        {on ? (
          <Button $variant="outline" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
            {outbox.isFetching ? t`Refreshing...` : t`Refresh`}
          </Button>
        ) : null}
      </Head>
      <DevNote $tone="info">{t`Every e-mail the app queued, newest first, so you can follow their links. Only development servers show this page.`}</DevNote>
      {body}
    </Layout>
  );
}

const Stacked = styled.div`
  ${column(2.5)}
`;

/** /dev/outbox/{id}: one e-mail as the recipient would see it, with its app links one tap away. */
export function OutboxEmailPage() {
  const { id: raw = '' } = useParams();
  const id = Number(raw);
  const valid = Number.isInteger(id) && id > 0;
  const config = useConfig();
  const on = config.data?.outboxViewer === true;
  const email = useOutboxEmail(id, on && valid);

  let body;
  if (config.isPending || (on && valid && email.isPending)) {
    body = <Spinner />;
  } else if (!on) {
    body = <Off />;
  } else if (!valid || email.isError || !email.data) {
    body = (
      <Empty role="alert">
        <h2>{t`E-mail not found`}</h2>
        <p>{errorMessage(email.error, t`There is no such e-mail in the outbox.`)}</p>
        <ButtonLink as={Link} to="/dev/outbox">{t`Back to the outbox`}</ButtonLink>
      </Empty>
    );
  } else {
    const e = email.data.email;
    const links = appLinks(e.text, window.location.origin);
    // Links in the message open in this tab, not inside the frame.
    const doc = `<base target="_top">${e.html}`;
    body = (
      <>
        <Card>
          <Meta>
            <dt>{t`Subject`}</dt>
            <dd>{e.subject}</dd>
            <dt>{t`To`}</dt>
            <dd>{e.to}</dd>
            <dt>{t`Queued`}</dt>
            <dd>{formatDateTime(e.createdAt)}</dd>
            <dt>{t`Status`}</dt>
            <dd>
              <Badge $variant={STATUS_BADGE[e.status]}>{statusLabel(e.status)}</Badge>
              {e.lastError ? ` ${e.lastError}` : ''}
            </dd>
          </Meta>
        </Card>
        {links.length > 0 ? (
          <Links>
            {links.map((href) => (
              <ButtonLink
                key={href}
                as={Link}
                to={href}
                $block
                $size="lg"
                data-testid="outbox-link"
              >{t`Open ${href}`}</ButtonLink>
            ))}
          </Links>
        ) : null}
        <Frame title={t`E-mail: ${e.subject}`} srcDoc={doc} sandbox="allow-top-navigation-by-user-activation allow-popups" />
        <details>
          <summary>{t`Plain-text version`}</summary>
          <Pre>{e.text}</Pre>
        </details>
      </>
    );
  }

  return (
    <Layout>
      <Head>
        <h1>{t`E-mail`}</h1>
        <ButtonLink as={Link} to="/dev/outbox" $variant="outline">{t`All e-mails`}</ButtonLink>
      </Head>
      {body}
    </Layout>
  );
}
