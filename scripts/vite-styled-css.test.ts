import { describe, expect, it } from 'vitest';
import { minifyStyledTemplates } from './vite-styled-css.ts';

describe('the styled templates without their whitespace', () => {
  it('drops indentation, line breaks and comments from the CSS text, keeping expressions and other templates', () => {
    const source = [
      'const label = `not ${css} styled\\n  text`; // a `comment` with backticks',
      'const Box = styled.div<{ $tone: Tone }>`',
      '  display: flex;',
      '  /* why it is so */',
      '  color: ${({ $tone, theme }) => ($tone ? `${theme.colors.primary}` : theme.colors.text)};',
      '  margin: 18px -20px 16px;',
      '  p + p,',
      '  &:hover {',
      '    border: 1px solid ${({ theme }) => theme.colors.border};',
      '  }',
      '`;',
      'const Other = styled(Button).attrs({ type: "button" })`',
      '  ${Box} & {',
      '    gap: 8px;',
      '  }',
      '`;',
      'const Spin = keyframes`',
      '  to { transform: rotate(360deg); }',
      '`;',
    ].join('\n');
    const out = minifyStyledTemplates(source);
    expect(out).toContain('const label = `not ${css} styled\\n  text`; // a `comment` with backticks');
    expect(out).toContain(
      'styled.div<{ $tone: Tone }>`display: flex;color: ${({ $tone, theme }) => ($tone ? `${theme.colors.primary}` : theme.colors.text)};margin: 18px -20px 16px;p + p,&:hover{border: 1px solid ${({ theme }) => theme.colors.border};}`;',
    );
    expect(out).toContain('styled(Button).attrs({ type: "button" })`${Box} &{gap: 8px;}`;');
    expect(out).toContain('keyframes`to{transform: rotate(360deg);}`;');
  });

  it('leaves a file without styled templates exactly as it was', () => {
    const source = 'const a = `x\n  y`;\nconst css2 = `a {\n  b: c;\n}`;\n';
    expect(minifyStyledTemplates(source)).toBe(source);
  });
});
