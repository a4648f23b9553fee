import { t } from '@lingui/core/macro';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { RosterSeller } from '@dealcard/shared';
import { copyFeedback, copyLink, copyLinkLabel } from '../../components/share-tools/copy-link.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogFooter } from '../../components/ui/dialog.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { space } from '../../styles/theme.ts';
import { useNewStatsLink } from './api/roster.ts';

const LinkBox = styled.input`
  width: 100%;
  min-height: 44px;
  margin-top: ${space(3)};
  padding: ${space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
`;
const Feedback = styled.p`
  margin-top: ${space(2)};
`;
const NewLink = styled(Button)`
  margin-top: ${space(1)};
`;

/**
 * A seller's private page in the roster, and "New link": the page's link is kept hashed, so a link
 * e-mailed before that cannot be shown (the cell says so), and a link that went to the wrong
 * person is ended by making a new one, shown here once to copy and hand over.
 */
export function StatsLinkCell({ nonprofitId, seller }: { nonprofitId: number; seller: RosterSeller }) {
  const [step, setStep] = useState<'closed' | 'asking' | 'made'>('closed');
  const [feedback, setFeedback] = useState('');
  const box = useRef<HTMLInputElement>(null);
  const renew = useNewStatsLink(nonprofitId);
  const close = () => {
    if (renew.isPending) return;
    setStep('closed');
    setFeedback('');
    renew.reset();
  };
  const made = renew.data?.statsUrl;
  return (
    <>
      {seller.statsUrl ? (
        <a href={seller.statsUrl} aria-label={t`Private page of ${seller.name}`}>{t`Private page`}</a>
      ) : (
        <span>{t`Private link hidden: make a new one`}</span>
      )}
      <br />
      <NewLink $variant="ghost" $size="sm" onClick={() => setStep('asking')} aria-label={t`New Link for ${seller.name}`}>
        {t`New Link`}
      </NewLink>
      {step !== 'closed' ? (
        <Dialog
          open
          onClose={close}
          title={step === 'made' ? t`New private link for ${seller.name}` : t`Make a new private link?`}
          description={
            step === 'made'
              ? t`Give this link to ${seller.name}. The old link no longer works.`
              : t`The current link of ${seller.name} stops working. Use this when it went to the wrong person or was lost.`
          }
        >
          {step === 'made' && made ? (
            <>
              <LinkBox
                ref={box}
                readOnly
                value={made}
                aria-label={t`Private page of ${seller.name}`}
                onFocus={(e) => e.target.select()}
              />
              {feedback ? <Feedback role="status">{feedback}</Feedback> : null}
            </>
          ) : null}
          {renew.isError ? (
            <Notice $tone="danger">{errorMessage(renew.error, t`Could not make a new link. Please try again.`)}</Notice>
          ) : null}
          <DialogFooter>
            {step === 'made' ? (
              <>
                <Button $variant="outline" onClick={close}>{t`Done`}</Button>
                <Button onClick={async () => made && setFeedback(copyFeedback(await copyLink(made, box.current)))}>
                  {copyLinkLabel()}
                </Button>
              </>
            ) : (
              <>
                <Button $variant="outline" onClick={close} disabled={renew.isPending}>{t`Cancel`}</Button>
                <Button onClick={() => renew.mutate(seller.id, { onSuccess: () => setStep('made') })} disabled={renew.isPending}>
                  {renew.isPending ? t`Saving...` : t`Make a New Link`}
                </Button>
              </>
            )}
          </DialogFooter>
        </Dialog>
      ) : null}
    </>
  );
}
