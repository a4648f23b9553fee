import { t } from '@lingui/core/macro';
import styled from 'styled-components';
import { space, media, text } from '../../../styles/theme.ts';

const Section = styled.section`
  margin-top: ${space(10)};
  h2 {
    font-size: 1.4rem;
    text-align: center;
    margin-bottom: ${space(5)};
  }
`;
const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(3)};
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
    gap: ${space(5)};
  }
`;
const Step = styled.li`
  display: flex;
  gap: ${space(3.5)};
  align-items: flex-start;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${space(4)};
  h3 {
    font-size: 1.05rem;
    margin-bottom: ${space(1)};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.95rem;
  }
`;
const Number = styled.span`
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  ${text(1.1, 800)}
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const steps = () => [
  { title: t`Choose a Campaign`, text: t`Pick a local nonprofit and the restaurant partnering with it.` },
  { title: t`Purchase Your Card`, text: t`Pay once by card. Half of the price goes straight to the nonprofit.` },
  { title: t`Redeem Your Offers`, text: t`Open your card at the restaurant, pick an offer and show the code to your server.` },
];

export function HowItWorks() {
  return (
    <Section aria-labelledby="how-it-works-heading">
      <h2 id="how-it-works-heading">{t`How It Works`}</h2>
      <Steps>
        {steps().map((s, i) => (
          <Step key={s.title}>
            <Number aria-hidden="true">{i + 1}</Number>
            <div>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </div>
          </Step>
        ))}
      </Steps>
    </Section>
  );
}
