import { t } from '@lingui/core/macro';
import styled from 'styled-components';
import { Notice } from '../../../components/ui/notice.tsx';
import { space } from '../../../styles/theme.ts';

const Reason = styled(Notice)`
  margin-top: ${space(3)};
  padding: ${space(3)};
`;

/** The reviewer's reason for rejecting a campaign, where its owner reads it: its card and its edit page. */
export function RejectionReason({ reason, className }: { reason: string | null; className?: string }) {
  return (
    <Reason $tone="danger" role="note" aria-label={t`Reviewer's reason`} className={className}>
      <p>
        <strong>{t`Reviewer's reason:`}</strong>{' '}
        {reason ?? t`No reason was given. Contact support if it is not clear what to change.`}
      </p>
    </Reason>
  );
}
