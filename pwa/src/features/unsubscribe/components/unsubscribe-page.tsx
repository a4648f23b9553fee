import { t } from '@lingui/core/macro';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card, Page } from '../../../components/ui/card.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { column, space } from '../../../styles/theme.ts';
import { useUnsubscribe, useUnsubscribeStatus } from '../api/unsubscribe.ts';

const Box = styled(Card)`
  ${column(4)}
  padding: ${space(7, 5)};
  text-align: center;
  h1 {
    font-size: 1.5rem;
    font-weight: 800;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * /unsubscribe/{token}, the reminders' and announcements' visible link: one button, no sign-in.
 * Opening the page changes nothing (link scanners open pages too); the button does. The page reads
 * the address's state first, so opened again or reloaded after either POST (the button's, or a
 * mail program's one click) it says the address is unsubscribed instead of offering the button.
 */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const status = useUnsubscribeStatus(token);
  const stop = useUnsubscribe(token);
  const home = (
    <ButtonLink as={Link} to="/" $variant="outline" $size="lg" $block>
      {t`Go to the home page`}
    </ButtonLink>
  );
  let body;
  if (status.data?.unsubscribed) {
    body = (
      <>
        <h1 id="unsubscribe-heading">{t`You're unsubscribed`}</h1>
        <p role="status" data-testid="unsubscribed">
          {t`${status.data.email} will get no more reminders or announcements. Receipts and card e-mails still arrive.`}
        </p>
        {home}
      </>
    );
  } else if (status.isError) {
    body = (
      <>
        <h1 id="unsubscribe-heading">{t`Stop reminders and announcements`}</h1>
        <Notice $tone="danger" role="alert">
          {errorMessage(status.error, t`Something went wrong. Please try again.`)}
        </Notice>
        {home}
      </>
    );
  } else {
    body = (
      <>
        <h1 id="unsubscribe-heading">{t`Stop reminders and announcements`}</h1>
        <p>{t`We'll stop e-mailing this address reminders before a card expires and news of next year's card. Receipts and card e-mails still arrive.`}</p>
        {stop.isError ? (
          <Notice $tone="danger" role="alert">
            {errorMessage(stop.error, t`Something went wrong. Please try again.`)}
          </Notice>
        ) : null}
        <Button
          $size="lg"
          $block
          disabled={!status.data || stop.isPending}
          aria-busy={status.isPending || stop.isPending}
          onClick={() => stop.mutate()}
        >
          {stop.isPending ? t`Unsubscribing...` : t`Unsubscribe`}
        </Button>
        {home}
      </>
    );
  }
  return (
    <Page $narrow>
      <Box as="section" aria-labelledby="unsubscribe-heading">
        {body}
      </Box>
    </Page>
  );
}
