import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './card.tsx';
import { Icon, type IconName } from './icon.tsx';
import { space, text } from '../../styles/theme.ts';

/** A centred card with a heading, a line of text and an action: the empty and error states' box. */
export const MessageBox = styled(Card)`
  text-align: center;
  padding: ${space(12, 6)};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(2.5)};
  .icon {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    border-radius: 50%;
    padding: ${space(3.5)};
  }
  h2 {
    ${text(1.2, 700)}
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    max-width: 460px;
  }
`;

/** Nothing to show yet: what is missing, why, and the action that fills it. */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon?: IconName;
  title: string;
  text?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <MessageBox>
      {icon ? (
        <div className="icon">
          <Icon name={icon} size={36} />
        </div>
      ) : null}
      <h2>{title}</h2>
      {text ? <p>{text}</p> : null}
      {action}
    </MessageBox>
  );
}
