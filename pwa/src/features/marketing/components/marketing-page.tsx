import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { CLUB_RESTAURANT_SHARE_PERCENT, NONPROFIT_SHARE_PERCENT } from '@dealcard/shared/limits';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import {
  Wrap,
  Section,
  SectionLead,
  Hero,
  HeroActions,
  Kicker,
  Trust,
  Grid,
  Tile,
  StepNumber,
  Quote,
  Stats,
  Cta,
  Footer,
  FooterGrid,
  Brand,
  Copyright,
} from './marketing-styles.ts';

const products = () => [
  {
    name: t`Campaign`,
    live: true,
    text: t`Partner with a local nonprofit and sell digital punchcard-style deal cards. ${NONPROFIT_SHARE_PERCENT}% of card revenue goes to the nonprofit, and every card brings guests back through your door.`,
    points: [t`$110 average customer value per $20 card`, t`Guests redeem at the counter in seconds`, t`No printing, no plastic`],
  },
  {
    name: t`Bonus`,
    live: false,
    text: t`Digital bonus offers added to gift card purchases, so every gift card sold brings an extra visit.`,
    points: [t`Bonus offers on gift cards`, t`Automatic delivery to the buyer`],
  },
  {
    name: t`Club`,
    live: false,
    text: t`Monthly subscription clubs for your regulars, with a ${CLUB_RESTAURANT_SHARE_PERCENT}% revenue share to the restaurant.`,
    points: [t`${CLUB_RESTAURANT_SHARE_PERCENT}% revenue share to you`, t`Predictable monthly income`],
  },
];

const steps = () => [
  {
    title: t`Partner with a nonprofit`,
    text: t`Pick a school, team or charity your guests care about. We set up the campaign with your offers.`,
  },
  {
    title: t`Sell deal cards`,
    text: t`The nonprofit shares its card page with its community. Buyers pay online and receive their card by email.`,
  },
  {
    title: t`Welcome new guests`,
    text: t`Card holders come in, show a six-digit code, and your staff checks it on a tablet at the counter.`,
  },
];

const reasons = () => [
  {
    title: t`New guests, not discounts`,
    text: t`Cards are prepaid, so every redemption is a visit from someone who already chose you.`,
  },
  {
    title: t`Good for your community`,
    text: t`${NONPROFIT_SHARE_PERCENT}% of every Campaign card goes to a local nonprofit your guests care about.`,
  },
  {
    title: t`Nothing to install`,
    text: t`Cards live on the phone; a tablet at the counter verifies codes. No POS integration needed.`,
  },
  { title: t`Clear reporting`, text: t`See cards sold, offers redeemed and money raised for each campaign in your portal.` },
];

/** The page a restaurant reads before signing up: what the product does and why it pays. */
export function MarketingPage() {
  const scrollToHow = () => document.getElementById('how-it-works')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return (
    <main>
      <Hero>
        <Wrap>
          <Kicker>{t`For restaurants`}</Kicker>
          <h1>
            {t`Grow your restaurant while`} <span>{t`giving back`}</span>
          </h1>
          <p>{t`Team up with local nonprofits to sell digital deal cards. They raise money, you welcome new regulars: about $110 in average customer value for every $20 card.`}</p>
          <HeroActions>
            <ButtonLink as={Link} to="/admin" $size="lg">{t`Start Growing Today`}</ButtonLink>
            <Button $variant="outline" $size="lg" onClick={scrollToHow}>{t`See How It Works`}</Button>
          </HeroActions>
        </Wrap>
      </Hero>

      <Trust aria-label={t`Our customers`}>
        <Wrap>
          <p>{t`Trusted by local favorites`}</p>
          <ul>
            <li>{t`Fowl Play Wings & Pizza`}</li>
            <li>{t`Harbor Noodle House`}</li>
            <li>{t`Maple Street Diner`}</li>
          </ul>
        </Wrap>
      </Trust>

      <Section aria-labelledby="products-heading">
        <Wrap>
          <h2 id="products-heading">{t`Three Ways to Grow Your Restaurant`}</h2>
          <SectionLead>{t`Start with a fundraising Campaign today. Bonus and Club are on their way.`}</SectionLead>
          <Grid>
            {products().map((p) => (
              <Tile key={p.name} $featured={p.live} data-testid="product-card">
                <h3>
                  {p.name}{' '}
                  {p.live ? <Badge $variant="success">{t`Live`}</Badge> : <Badge $variant="secondary">{t`Coming Soon`}</Badge>}
                </h3>
                <p>{p.text}</p>
                <ul>
                  {p.points.map((pt) => (
                    <li key={pt}>{pt}</li>
                  ))}
                </ul>
                {p.live ? (
                  <ButtonLink as={Link} to="/admin" $block $size="lg">{t`Get Started`}</ButtonLink>
                ) : (
                  <Button $variant="outline" $block $size="lg" disabled>{t`Coming Soon`}</Button>
                )}
              </Tile>
            ))}
          </Grid>
        </Wrap>
      </Section>

      <Section $tint id="how-it-works" aria-labelledby="how-heading">
        <Wrap>
          <h2 id="how-heading">{t`How It Works`}</h2>
          <SectionLead>{t`Three steps from first call to a full dining room.`}</SectionLead>
          <Grid>
            {steps().map((s, i) => (
              <Tile key={s.title}>
                <StepNumber aria-hidden="true">{i + 1}</StepNumber>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </Tile>
            ))}
          </Grid>
        </Wrap>
      </Section>

      <Section aria-labelledby="why-heading">
        <Wrap>
          <h2 id="why-heading">{t`Why Restaurants Choose Us`}</h2>
          <SectionLead>{t`Built for busy owners and busy counters.`}</SectionLead>
          <Grid $cols={2}>
            {reasons().map((r) => (
              <Tile key={r.title}>
                <h3>{r.title}</h3>
                <p>{r.text}</p>
              </Tile>
            ))}
          </Grid>
        </Wrap>
      </Section>

      <Section $tint aria-label={t`What our partners say`}>
        <Wrap>
          <Quote>
            <blockquote>{t`“Our school PTA raised $8,000 in one season, and we saw over 10,000 visits from families who had never eaten with us before.”`}</blockquote>
            <figcaption>{t`Olivia, owner of Fowl Play Wings & Pizza`}</figcaption>
          </Quote>
          <Stats>
            <div>
              <dt>{t`raised for the PTA`}</dt>
              <dd>$8,000</dd>
            </div>
            <div>
              <dt>{t`guest visits`}</dt>
              <dd>10,000+</dd>
            </div>
            <div>
              <dt>{t`of card revenue to nonprofits`}</dt>
              <dd>{NONPROFIT_SHARE_PERCENT}%</dd>
            </div>
          </Stats>
        </Wrap>
      </Section>

      <Cta aria-labelledby="cta-heading">
        <h2 id="cta-heading">{t`Ready to fill more tables?`}</h2>
        <p>{t`Talk to us for fifteen minutes. We'll show you a live campaign and set up your first one together.`}</p>
        <HeroActions>
          <ButtonLink as={Link} to="/admin" $size="lg">{t`Schedule a Demo`}</ButtonLink>
          <Button $variant="outline" $size="lg">{t`View Pricing`}</Button>
        </HeroActions>
      </Cta>

      <Footer>
        <Wrap>
          <FooterGrid>
            <Brand>
              <strong>{t`Deal Cards`}</strong>
              <p>{t`Restaurant growth and fundraising, together.`}</p>
            </Brand>
            <nav aria-label={t`Company`}>
              <h3>{t`Company`}</h3>
              <ul>
                <li>
                  <span>{t`About`}</span>
                </li>
                <li>
                  <span>{t`Careers`}</span>
                </li>
                <li>
                  <span>{t`Contact`}</span>
                </li>
              </ul>
            </nav>
            <nav aria-label={t`Products`}>
              <h3>{t`Products`}</h3>
              <ul>
                <li>
                  <Link to="/admin">{t`Campaign`}</Link>
                </li>
                <li>
                  <span>{t`Bonus`}</span>
                </li>
                <li>
                  <span>{t`Club`}</span>
                </li>
              </ul>
            </nav>
            <nav aria-label={t`Resources`}>
              <h3>{t`Resources`}</h3>
              <ul>
                <li>
                  <span>{t`Help Center`}</span>
                </li>
                <li>
                  <span>{t`Blog`}</span>
                </li>
                <li>
                  <Link to="/admin">{t`Login`}</Link>
                </li>
                <li>
                  <Link to="/accessibility">{t`Accessibility`}</Link>
                </li>
              </ul>
            </nav>
          </FooterGrid>
          <Copyright>{t`© 2025 Deal Cards. All rights reserved.`}</Copyright>
        </Wrap>
      </Footer>
    </main>
  );
}
