import styled from 'styled-components';
import { space } from '../../styles/theme.ts';

export type NoticeTone = 'info' | 'success' | 'warning' | 'danger';

/** A short message in its tone's colours: an instruction, a warning, an error above a form. */
export const Notice = styled.div<{ $tone: NoticeTone }>`
  padding: ${space(3, 3.5)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $tone, theme }) => theme.colors[`${$tone}Soft`]};
  color: ${({ $tone, theme }) => theme.colors[$tone]};
  line-height: 1.5;
`;
