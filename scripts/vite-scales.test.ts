import { describe, expect, it } from 'vitest';
import { media, space } from '../shared/src/scales.ts';
import { inlineScales } from './vite-scales.ts';

describe('the scales, written into the styled templates at build time', () => {
  it('writes each space() and media.x as the CSS it stands for, and drops the import nothing else uses', () => {
    const source = [
      "import { media, space, theme } from '../styles/theme.ts';",
      'const Box = styled.div`',
      '  padding: ${space(3, 4)};',
      '  margin: 0 auto ${space(0.5)};',
      '  ${media.sm} {',
      '    gap: ${space(6)};',
      '  }',
      '`;',
    ].join('\n');
    expect(inlineScales(source)).toBe(
      [
        "import { theme } from '../styles/theme.ts';",
        'const Box = styled.div`',
        '  padding: 12px 16px;',
        '  margin: 0 auto 2px;',
        '  @media (min-width: 640px) {',
        '    gap: 24px;',
        '  }',
        '`;',
      ].join('\n'),
    );
  });

  it('keeps a call it cannot work out at build time, and its import with it', () => {
    const source = "import { space } from './styles/theme.ts';\nconst gap = (n: number) => `${space(n)}`;";
    expect(inlineScales(source)).toBe(source);
  });

  it('writes the layouts out as their CSS', () => {
    const source =
      "import { plainList, row } from '../styles/theme.ts';\nconst L = styled.ul`\n  ${plainList(2.5)}\n  li { ${row(1)} }\n`;";
    expect(inlineScales(source)).toBe(
      '\nconst L = styled.ul`\n  list-style: none;\n  margin: 0;\n  padding: 0;\n  display: flex;\n  flex-direction: column;\n  gap: 10px;\n  li { display: flex; align-items: center; gap: 4px; }\n`;',
    );
  });

  it('is the same CSS as the functions give at run time', () => {
    expect(space(0, 2.5)).toBe('0 10px');
    expect(media.md).toBe('@media (min-width: 768px)');
  });
});
