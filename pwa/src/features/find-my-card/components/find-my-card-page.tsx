import { t } from '@lingui/core/macro';
import { CheckoutPhone, Email, FIND_CARD_LINK_MINUTES, MESSAGES, type FindMyCardBody } from '@dealcard/shared';
import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { issueText, messageText } from '@dealcard/shared/messages';
import { parseIn } from '@dealcard/shared/zod-language';
import { currentLanguage } from '../../../i18n/i18n.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, Page, Stack } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { FieldErrors } from '../../../lib/form.ts';
import { useSavedCards } from '../../../lib/saved-cards.ts';
import { useFoundCards } from '../api/get-found-cards.ts';
import { useRequestFindMyCardLink } from '../api/request-link.ts';
import { mergeCardLists } from '../device-cards.ts';
import { CardList } from './card-list.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { space, text } from '../../../styles/theme.ts';

const fallbackError = () => t`No cards found with the provided information`;

const Heading = styled.h1`
  ${text(1.8, 800)}
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin-top: ${space(1.5)};
`;

const SectionTitle = styled.h2`
  ${text(1.15, 800)}
  margin-bottom: ${space(2.5)};
`;

const Toggle = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  padding: ${space(1)};
  gap: ${space(1)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const ToggleButton = styled.button<{ $on: boolean }>`
  min-height: 40px;
  border: 0;
  border-radius: 8px;
  font-weight: 700;
  cursor: pointer;
  background: ${({ theme, $on }) => ($on ? theme.colors.surface : 'transparent')};
  color: ${({ theme, $on }) => ($on ? theme.colors.text : theme.colors.muted)};
  box-shadow: ${({ theme, $on }) => ($on ? theme.shadows.card : 'none')};
`;

const Alert = styled(Notice)`
  border: 1px solid currentColor;
  strong {
    display: block;
    margin-bottom: ${space(0.5)};
  }
`;

const Empty = styled.p`
  padding: ${space(4)};
  text-align: center;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
`;

type Mode = 'email' | 'phone';

/** The same field rules the server applies; only the chosen mode is checked and sent. */
function checkSearch(mode: Mode, value: string): { ok: true; body: FindMyCardBody } | { ok: false; errors: FieldErrors } {
  const schema = mode === 'email' ? Email : CheckoutPhone;
  const language = currentLanguage();
  const result = schema.safeParse(value, parseIn(language));
  if (!result.success) {
    const first = result.error.issues[0];
    return {
      ok: false,
      errors: { [mode]: first ? issueText(first.message, language) : messageText(MESSAGES.required, language) },
    };
  }
  return { ok: true, body: mode === 'email' ? { email: result.data } : { phone: result.data } };
}

function SearchForm() {
  const [mode, setMode] = useState<Mode>('email');
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const request = useRequestFindMyCardLink();

  const switchTo = (next: Mode) => {
    setMode(next);
    setValue('');
    setErrors({});
    request.reset();
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // Only one search mode is sent at a time.
    const checked = checkSearch(mode, value);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    request.mutate(checked.body);
  };

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate>
        <Stack $gap={14}>
          <div>
            <SectionTitle style={{ marginBottom: 4 }}>{t`Find your cards`}</SectionTitle>
            <Lead
              style={{ marginTop: 0 }}
            >{t`We'll e-mail a link to the address on your cards. It lists them all and works for ${FIND_CARD_LINK_MINUTES} minutes.`}</Lead>
          </div>
          <Toggle role="group" aria-label={t`Search by`}>
            <ToggleButton
              type="button"
              $on={mode === 'email'}
              aria-pressed={mode === 'email'}
              onClick={() => switchTo('email')}
            >{t`Email`}</ToggleButton>
            <ToggleButton
              type="button"
              $on={mode === 'phone'}
              aria-pressed={mode === 'phone'}
              onClick={() => switchTo('phone')}
            >{t`Phone`}</ToggleButton>
          </Toggle>
          <TextField
            key={mode}
            label={mode === 'email' ? t`Email` : t`Phone Number`}
            name={mode}
            type={mode === 'email' ? 'email' : 'tel'}
            autoComplete={mode === 'email' ? 'email' : 'tel'}
            inputMode={mode === 'email' ? 'email' : 'tel'}
            required
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={errors[mode]}
          />
          {request.isError ? (
            <Alert $tone="danger" role="alert">
              <strong>{t`Error`}</strong>
              {errorMessage(request.error, fallbackError())}
            </Alert>
          ) : null}
          {request.isSuccess ? (
            <Alert $tone="success" role="status" data-testid="find-my-card-sent">
              <strong>{t`Check your e-mail`}</strong>
              {request.data.message}
            </Alert>
          ) : null}
          <Button type="submit" $size="lg" $block disabled={request.isPending}>
            {request.isPending ? t`Searching...` : t`Find My Cards`}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

/** `/find-my-card`: the e-mailed link's cards, the cards opened on this device, and the search form. */
export function FindMyCardPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const found = useFoundCards(token);
  const saved = useSavedCards((s) => s.cards);
  const lists = useMemo(() => mergeCardLists(found.data, Object.values(saved)), [found.data, saved]);
  const hasCards = lists.activeCards.length + lists.inactiveCards.length > 0;

  return (
    <Page $narrow>
      <Stack $gap={20}>
        <div>
          <Heading>{t`My Deal Card`}</Heading>
          <Lead>{t`Your deal cards: the ones opened on this phone, and all of them through the link we e-mail you.`}</Lead>
        </div>

        {token && found.isPending ? (
          <Stack aria-label={t`Loading your cards`}>
            <Skeleton $height="120px" />
            <Skeleton $height="120px" />
          </Stack>
        ) : null}
        {token && found.isError ? (
          <Alert $tone="danger" role="alert">
            <strong>{t`Error`}</strong>
            {errorMessage(found.error, fallbackError())}
          </Alert>
        ) : null}
        {token && found.isSuccess && found.data.activeCards.length + found.data.inactiveCards.length === 0 ? (
          <Alert $tone="danger" role="alert">
            <strong>{t`Error`}</strong>
            {fallbackError()}
          </Alert>
        ) : null}

        {hasCards ? (
          <>
            <section aria-labelledby="active-cards">
              <SectionTitle id="active-cards">{t`Your Active Cards`}</SectionTitle>
              {lists.activeCards.length ? <CardList cards={lists.activeCards} /> : <Empty>{t`No active cards.`}</Empty>}
            </section>
            {lists.inactiveCards.length ? (
              <section aria-labelledby="inactive-cards">
                <SectionTitle id="inactive-cards">{t`Expired or Inactive Cards`}</SectionTitle>
                <CardList cards={lists.inactiveCards} inactive />
              </section>
            ) : null}
          </>
        ) : null}

        <SearchForm />
      </Stack>
    </Page>
  );
}
