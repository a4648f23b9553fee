import { plural, t } from '@lingui/core/macro';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { SellerStatsResponse } from '@dealcard/shared';
import { formatCents } from '@dealcard/shared/money';
import { ShareTools } from '../../components/share-tools/share-tools.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, Page } from '../../components/ui/card.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useSellerStats } from './api.ts';
import { LinkProblem, shortDate } from './link-problem.tsx';
import { space, media, column, text } from '../../styles/theme.ts';

const invalidLink = () => t`This seller link is not valid. Open the link from your e-mail again.`;

const Layout = styled(Page)`
  max-width: 720px;
  ${column(4)}
`;
const Title = styled.h1`
  font-size: clamp(1.6rem, 6vw, 2.2rem);
  font-weight: 800;
  overflow-wrap: anywhere;
`;
const Lead = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 1.05rem;
  margin-top: ${space(1.5)};
  overflow-wrap: anywhere;
`;
const SectionTitle = styled.h2`
  ${text(1.15, 800)}
  margin-bottom: ${space(3)};
`;
const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space(3)};
  margin: 0;
  ${media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
const Figure = styled.div<{ $wide?: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${space(4)};
  ${column(1)}
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  ${media.sm} {
    grid-column: auto;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    ${text(0.85, 700)}
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  dd {
    margin: 0;
    ${text(1.9, 800)}
    line-height: 1.15;
    color: ${({ theme }) => theme.colors.primaryHover};
    overflow-wrap: anywhere;
  }
`;
const Encouragement = styled.dd`
  && {
    font-size: 1.1rem;
    line-height: 1.35;
  }
`;
const CodeLine = styled.p`
  margin-top: ${space(4)};
  padding-top: ${space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space(2)};
`;
const SellerCode = styled.strong`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 1.4rem;
  letter-spacing: 0.12em;
`;
const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
  margin-top: ${space(1)};
`;
const Sales = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    flex-wrap: wrap;
    gap: ${space(3)};
    padding: ${space(2.5)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  strong {
    overflow-wrap: anywhere;
  }
  time {
    flex: none;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
const Empty = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;
function SellerDetail({ data }: { data: SellerStatsResponse }) {
  const { seller, campaign, cardsSold, raisedCents, rank, recentSales } = data;
  const refunded = recentSales.filter((s) => s.refunded).length;
  const posterHref = `/campaign/${encodeURIComponent(campaign.slug)}/poster?s=${encodeURIComponent(seller.code)}`;
  return (
    <Layout>
      <header>
        <Title>{t`Hi ${seller.displayName}`}</Title>
        <Lead>{t`You're selling deal cards for ${campaign.nonprofitName}.`}</Lead>
      </header>

      {campaign.isLive ? null : (
        <Notice $tone="warning" role="status">
          <strong>{t`This campaign is no longer live.`}</strong>{' '}
          {t`Your link doesn't sell cards anymore, but your results stay here.`}
        </Notice>
      )}

      <section aria-labelledby="seller-results">
        <SectionTitle id="seller-results">{t`Your results`}</SectionTitle>
        <Figures>
          <Figure>
            <dt>{t`Cards sold`}</dt>
            <dd data-testid="seller-cards-sold">{cardsSold}</dd>
          </Figure>
          <Figure>
            <dt>{t`Raised`}</dt>
            <dd data-testid="seller-raised">{formatCents(raisedCents)}</dd>
          </Figure>
          <Figure $wide>
            <dt>{t`Rank`}</dt>
            {rank === null ? (
              <Encouragement data-testid="seller-rank">
                {/* Sales that were all refunded are not "no sales": the seller is told what happened. */}
                {refunded > 0
                  ? plural(refunded, {
                      one: 'Your sale was refunded, so it no longer counts. Share your link again!',
                      other: 'Your # sales were refunded, so they no longer count. Share your link again!',
                    })
                  : t`No sales yet — share your link!`}
              </Encouragement>
            ) : (
              <dd data-testid="seller-rank">{t`#${rank} of the sellers`}</dd>
            )}
          </Figure>
        </Figures>
      </section>

      <Card aria-labelledby="seller-share">
        <SectionTitle id="seller-share">{t`Share your link`}</SectionTitle>
        <ShareTools
          url={seller.shareUrl}
          title={t`Support ${campaign.nonprofitName}`}
          text={t`Get a deal card and support ${campaign.nonprofitName}:`}
          posterHref={posterHref}
        />
        <CodeLine>
          <span>{t`Your seller code`}</span>
          <SellerCode data-testid="seller-code">{seller.code}</SellerCode>
        </CodeLine>
        <Hint>{t`Every card bought through your link or poster counts for you.`}</Hint>
      </Card>

      <Card aria-labelledby="seller-sales">
        <SectionTitle id="seller-sales">{t`Recent sales`}</SectionTitle>
        {recentSales.length === 0 ? (
          <Empty>{t`No sales yet. Your first one will show here.`}</Empty>
        ) : (
          <Sales>
            {recentSales.map((sale, i) => (
              <li key={`${sale.purchaseDate}-${i}`}>
                <strong>{sale.buyerFirstName}</strong>
                {sale.refunded ? <Badge $variant="secondary">{t`Refunded: not counted`}</Badge> : null}
                <time dateTime={sale.purchaseDate}>{shortDate(sale.purchaseDate) ?? ''}</time>
              </li>
            ))}
          </Sales>
        )}
      </Card>
    </Layout>
  );
}

function SellerSkeleton() {
  return (
    <Layout aria-busy="true" aria-label={t`Loading your seller page`}>
      <Skeleton $height="2.2rem" $width="60%" />
      <Skeleton $height="1rem" $width="80%" />
      <Skeleton $height="96px" />
      <Skeleton $height="280px" />
    </Layout>
  );
}

/** /seller/{token}: a seller's own figures, share tools and latest sales. */
export function SellerPage() {
  const { token = '' } = useParams();
  const { data, isPending, isError, error, refetch, isFetching } = useSellerStats(token);
  return (
    <>
      {/* A private link: never indexed. */}
      <meta name="robots" content="noindex" />
      {isPending ? (
        <SellerSkeleton />
      ) : isError ? (
        <Layout>
          <LinkProblem
            error={error}
            invalidMessage={invalidLink()}
            failedTitle="We couldn't load your page"
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        </Layout>
      ) : (
        <SellerDetail data={data} />
      )}
    </>
  );
}
