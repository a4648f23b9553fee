import { t } from '@lingui/core/macro';
import styled from 'styled-components';
import type { Role } from '@dealcard/shared';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card, Page } from '../../../components/ui/card.tsx';
import { roleLabel } from '../../../components/back-office/labels.ts';
import { space, text } from '../../../styles/theme.ts';

const Box = styled(Card)`
  max-width: 480px;
  margin: ${space(16)} auto;
  text-align: center;
  h1 {
    ${text(1.6, 800)}
    margin-bottom: ${space(2)};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    margin-bottom: ${space(2)};
  }
  .actions {
    display: flex;
    justify-content: center;
    gap: ${space(2)};
    margin-top: ${space(5)};
    flex-wrap: wrap;
  }
`;

/** What a signed-in user without the superadmin role sees at /admin. */
export function AccessDenied({ role }: { role: Role | null }) {
  const currentRole = roleLabel(role);
  return (
    <Page>
      <Box>
        <h1>{t`Access Denied`}</h1>
        <p>{t`You do not have permission to access the admin portal.`}</p>
        <p>{t`Superadmin access required. Current role: ${currentRole}`}</p>
        <div className="actions">
          <ButtonLink href="/" $variant="outline">{t`Go to Homepage`}</ButtonLink>
          {role === 'restaurant_owner' ? <ButtonLink href="/portal">{t`Restaurant Portal`}</ButtonLink> : null}
        </div>
      </Box>
    </Page>
  );
}
