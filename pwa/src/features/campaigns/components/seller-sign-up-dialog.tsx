import { t } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { SellerSignUpBodySchema, type SellerSignUpResponse } from '@dealcard/shared';
import { Button } from '../../../components/ui/button.tsx';
import { copyFeedback, copyLink, copyLinkLabel, type CopyOutcome } from '../../../components/share-tools/copy-link.ts';
import { Dialog, DialogFooter } from '../../../components/ui/dialog.tsx';
import { Hint, TextField } from '../../../components/ui/field.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useSchemaForm, type FormValues } from '../../../lib/use-schema-form.ts';
import { useSignUpSeller } from '../api/sign-up-seller.ts';
import { space, column, text } from '../../../styles/theme.ts';

const failure = () => t`We could not sign you up. Please try again.`;

const Form = styled.form`
  ${column(3.5)}
  margin-top: ${space(4)};
`;
const Check = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${space(2.5)};
  min-height: 44px;
  padding: ${space(2.5)} 0;
  font-weight: 600;
  cursor: pointer;
  input {
    flex: none;
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  span {
    min-width: 0;
  }
`;
const LeaderboardHint = styled(Hint)`
  margin: -${space(1.5)} 0 0 ${space(8)};
`;
const Footer = styled(DialogFooter)`
  > * {
    flex: 1 1 auto;
  }
`;
const Done = styled.div`
  ${column(3.5)}
  margin-top: ${space(4)};
`;
const DoneMessage = styled(Notice)`
  ${text(1.05, 700)}
  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.success};
    outline-offset: 2px;
  }
`;
const ShareActions = styled.div`
  display: flex;
  margin-top: ${space(2.5)};
  flex-wrap: wrap;
  gap: ${space(2)};
  > * {
    flex: 1 1 120px;
  }
`;
const CopyStatus = styled.p`
  margin-top: ${space(2)};
  ${text(0.9, 600)}
  color: ${({ theme }) => theme.colors.success};
  &:empty {
    margin: 0;
  }
`;
const PrivateNote = styled.p`
  font-size: 0.92rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A refusal with per-field issues shows under its fields; any other stays in the dialog. */
const hasFieldIssues = (error: unknown) => error instanceof ApiError && Boolean(error.issues);

type Values = FormValues<typeof SellerSignUpBodySchema>;

/** The seller's share link, with the phone's share sheet where there is one and a copy button always. */
function ShareLink({ shareUrl, nonprofitName }: { shareUrl: string; nonprofitName: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState<CopyOutcome | null>(null);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function copy() {
    setCopied(await copyLink(shareUrl, box.current?.querySelector('input')));
  }

  async function shareLink() {
    try {
      await navigator.share({
        title: t`Support ${nonprofitName}`,
        text: t`Get a deal card and support ${nonprofitName}:`,
        url: shareUrl,
      });
    } catch {
      // Closing the share sheet rejects too; there is nothing to tell.
    }
  }

  return (
    <div ref={box}>
      <TextField
        label={t`Your share link`}
        readOnly
        value={shareUrl}
        onFocus={(e) => e.currentTarget.select()}
        data-testid="seller-share-link"
      />
      <ShareActions>
        <Button onClick={() => void copy()}>{copyLinkLabel()}</Button>
        {canShare ? <Button $variant="outline" onClick={() => void shareLink()}>{t`Share`}</Button> : null}
      </ShareActions>
      <CopyStatus role="status">{copied ? copyFeedback(copied) : ''}</CopyStatus>
    </div>
  );
}

function SignedUp({
  seller,
  nonprofitName,
  onClose,
}: {
  seller: SellerSignUpResponse['seller'];
  nonprofitName: string;
  onClose: () => void;
}) {
  const message = useRef<HTMLDivElement>(null);
  // The form and its submit button are gone: focus goes to the news, not back to the page.
  useEffect(() => message.current?.focus(), []);
  return (
    <Done>
      <DoneMessage
        $tone="success"
        role="status"
        tabIndex={-1}
        ref={message}
      >{t`You're in! We e-mailed you your link.`}</DoneMessage>
      <ShareLink shareUrl={seller.shareUrl} nonprofitName={nonprofitName} />
      <PrivateNote>{t`The same e-mail has your private stats link, where you can follow the cards you sell. Keep it to yourself.`}</PrivateNote>
      <DialogFooter>
        <Button $variant="outline" onClick={onClose}>{t`Done`}</Button>
      </DialogFooter>
    </Done>
  );
}

interface SellerSignUpDialogProps {
  slug: string;
  nonprofitName: string;
  onClose: () => void;
}

/** "Sell cards for {nonprofit}": a name and an e-mail give the supporter a share link of their own. */
export function SellerSignUpDialog({ slug, nonprofitName, onClose }: SellerSignUpDialogProps) {
  const signUp = useSignUpSeller(slug);
  const { values, setField, submit, field } = useSchemaForm({
    schema: SellerSignUpBodySchema,
    initial: (): Values => ({ name: '', email: '', showOnLeaderboard: true }),
    send: (body, { onSuccess, onError }) =>
      // Only field issues go back to the form; the dialog shows any other refusal itself.
      signUp.mutate(body, { onSuccess, onError: (err) => hasFieldIssues(err) && onError(err) }),
    failure: failure(),
  });
  const refusal = signUp.error && !hasFieldIssues(signUp.error) ? signUp.error : null;
  const close = () => !signUp.isPending && onClose();
  const leaderboardHintId = useId();

  return (
    <Dialog
      open
      onClose={close}
      title={t`Sell cards for ${nonprofitName}`}
      description={
        signUp.data
          ? undefined
          : t`Get a link of your own to share with friends and family. Every card bought through it counts toward what you raised.`
      }
    >
      {signUp.data ? (
        <SignedUp seller={signUp.data.seller} nonprofitName={nonprofitName} onClose={onClose} />
      ) : (
        <Form onSubmit={submit} noValidate aria-label={t`Sign up to sell cards`}>
          {refusal ? (
            <Notice $tone="danger" role="alert">
              {errorMessage(refusal, failure())}
            </Notice>
          ) : null}
          <TextField label={t`Name`} {...field('name')} autoComplete="name" required />
          <TextField label={t`E-mail`} type="email" inputMode="email" {...field('email')} autoComplete="email" required />
          <div>
            <Check>
              <input
                type="checkbox"
                checked={values.showOnLeaderboard}
                onChange={(e) => setField('showOnLeaderboard', e.target.checked)}
                aria-describedby={leaderboardHintId}
              />
              <span>{t`Show my name on the leaderboard`}</span>
            </Check>
            <LeaderboardHint id={leaderboardHintId}>{t`Only your first name and last initial are shown.`}</LeaderboardHint>
          </div>
          <Footer>
            <Button $variant="outline" onClick={close} disabled={signUp.isPending}>{t`Cancel`}</Button>
            <Button type="submit" disabled={signUp.isPending} aria-busy={signUp.isPending}>
              {signUp.isPending ? t`Signing you up...` : t`Get my link`}
            </Button>
          </Footer>
        </Form>
      )}
    </Dialog>
  );
}
