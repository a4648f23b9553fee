import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from './ui/button.tsx';
import { Page } from './ui/card.tsx';
import { space } from '../styles/theme.ts';

const Box = styled.div`
  text-align: center;
  padding: ${space(16)} 0;
  h1 {
    font-size: 2rem;
    margin-bottom: ${space(3)};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    margin-bottom: ${space(6)};
  }
`;

/** The 404 page; inside a back office's frame (`inFrame`), whose content is already the page's <main>, not another. */
export function NotFoundPage({ inFrame = false }: { inFrame?: boolean }) {
  return (
    <Page as={inFrame ? 'div' : 'main'}>
      <Box>
        <h1>{t`404 Page Not Found`}</h1>
        <p>{t`The page you are looking for does not exist or has moved.`}</p>
        <ButtonLink as={Link} to="/">{t`Go to Homepage`}</ButtonLink>
      </Box>
    </Page>
  );
}
