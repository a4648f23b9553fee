import { t } from '@lingui/core/macro';
import styled from 'styled-components';
import { Page } from '../../../components/ui/card.tsx';
import { column, space, text } from '../../../styles/theme.ts';

const Heading = styled.h1`
  ${text(1.8, 800)}
`;
const Lead = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin-top: ${space(1.5)};
`;
const Section = styled.section`
  ${column(2)}
  margin-top: ${space(7)};
  h2 {
    ${text(1.2, 800)}
  }
  ul {
    ${column(1.5)}
    padding-left: ${space(5)};
  }
`;

/**
 * The accessibility statement (PRODUCT.md, "Checked by outside tools"): the standard aimed at, how
 * the pages are tested (e2e/outside/pages.spec.ts), the limits known today and whom to tell. Every
 * sentence here must stay true of what the checks do: change the checks, change this page.
 */
export function AccessibilityPage() {
  return (
    <Page $narrow>
      <Heading>{t`Accessibility`}</Heading>
      <Lead>{t`Deal Cards should work for everyone who buys, carries, sells or redeems a card, whatever device or assistive technology they use.`}</Lead>

      <Section aria-labelledby="a11y-standard">
        <h2 id="a11y-standard">{t`The standard we aim at`}</h2>
        <p>{t`We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every page: the public pages, the card, the back office of restaurants, nonprofits and administrators, and the counter kiosk.`}</p>
      </Section>

      <Section aria-labelledby="a11y-testing">
        <h2 id="a11y-testing">{t`How we test it`}</h2>
        <ul>
          <li>{t`Every change is checked by axe-core, an accessibility checker we did not write, with its WCAG 2.2 AA rules: on every page, in English and Spanish, on a phone-sized and a laptop-sized screen (the kiosk on a tablet too). A page with a violation stops the release.`}</li>
          <li>{t`The Nu Html Checker, the W3C's validator, checks the HTML of every page, both as the server sends it and as the browser renders it. A page with an error stops the release.`}</li>
          <li>{t`Our automated tests use the pages the way assistive technology sees them: they find buttons, fields and dialogs by their accessible names and roles, and they check with the keyboard that dialogs and menus take focus, close with Escape and give focus back.`}</li>
          <li>{t`Every answer screen of the counter kiosk is checked for text contrast on its own colors, in landscape and portrait.`}</li>
        </ul>
        <p>{t`Automated checks find many problems but not all. We have not yet had the pages tested by people who use a screen reader every day; we would welcome what you find.`}</p>
      </Section>

      <Section aria-labelledby="a11y-limits">
        <h2 id="a11y-limits">{t`Known limits`}</h2>
        <ul>
          <li>{t`The printed materials (posters, flyers and printed cards) are made to be printed: their PDF is not tagged for a screen reader. Everything they say is also on the campaign's page.`}</li>
          <li>{t`A QR code needs a camera to be read. Every card also has an access code that can be typed: at the counter, staff can type it into the kiosk, and you can open your card by finding it with your e-mail address or phone number.`}</li>
          <li>{t`When you redeem an offer online, the card page shows the redemption code as digits beside its QR code, so it can be read out or typed.`}</li>
          <li>{t`Logos that restaurants and nonprofits upload are described only by the name of the restaurant or nonprofit, not by what the picture shows.`}</li>
        </ul>
      </Section>

      <Section aria-labelledby="a11y-contact">
        <h2 id="a11y-contact">{t`Tell us about a problem`}</h2>
        <p>{t`If a page does not work for you, reply to any e-mail we have sent you (your receipt, or the link to your card): the reply reaches the team that runs Deal Cards. Please tell us which page it was, what you were trying to do, and the browser or assistive technology you use. If you bought a card for a campaign, the restaurant or nonprofit running it can also help you at the counter.`}</p>
      </Section>
    </Page>
  );
}
