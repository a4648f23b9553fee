import { t } from '@lingui/core/macro';
import type { Location } from '@dealcard/shared';
import styled from 'styled-components';
import { cardTerms } from '../../../lib/card-words.ts';
import { space, plainList } from '../../../styles/theme.ts';

const LocationList = styled.ul`
  ${plainList(2)}
  margin: ${space(2.5)} 0 0;
`;

const LocationItem = styled.li`
  display: flex;
  gap: ${space(2.5)};
  align-items: flex-start;
  padding: ${space(3, 3.5)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  svg {
    flex: none;
    margin-top: ${space(0.5)};
    color: ${({ theme }) => theme.colors.primary};
  }
  p:first-child {
    font-weight: 700;
  }
  p + p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

const LocationsLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 700;
`;

function PinIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

function addressLine(l: Location): string {
  const cityState = [l.city, [l.state, l.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [l.address, cityState].filter(Boolean).join(', ');
}

/** "Click here to see locations" (the website, in a new tab) and the card's locations themselves. */
export function Locations({ locations, websiteUrl }: { locations: Location[]; websiteUrl: string | null | undefined }) {
  return (
    <div>
      {websiteUrl ? (
        <LocationsLink
          href={websiteUrl}
          target="_blank"
          rel="noopener noreferrer"
        >{t`Click here to see locations`}</LocationsLink>
      ) : null}
      {locations.length === 0 ? (
        <Muted>{t`Valid at all participating locations.`}</Muted>
      ) : (
        <LocationList aria-label={t`Locations`}>
          {locations.map((l) => (
            <LocationItem key={l.id}>
              <PinIcon />
              <div>
                <p>{l.name}</p>
                {addressLine(l) ? <p>{addressLine(l)}</p> : null}
              </div>
            </LocationItem>
          ))}
        </LocationList>
      )}
    </div>
  );
}

const TermsBox = styled.section`
  padding: ${space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.colors.muted};
    margin-bottom: ${space(2)};
  }
  ul {
    margin: 0;
    padding-left: ${space(4.5)};
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.88rem;
  }
  li + li {
    margin-top: ${space(0.5)};
  }
`;

export function Terms() {
  return (
    <TermsBox aria-labelledby="card-terms">
      <h2 id="card-terms">{t`Terms`}</h2>
      <ul>
        {cardTerms().map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    </TermsBox>
  );
}
