import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The messages of local/no-untranslated-text for `code` linted as a file of the PWA. */
async function untranslated(code: string, file = 'pwa/src/features/card/components/example.tsx'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'local/no-untranslated-text').map((m) => m.message);
}

const header =
  "import { t } from '@lingui/core/macro';\nimport { toast } from './toast.ts';\nimport { errorMessage } from './api.ts';\n";

describe('local/no-untranslated-text', () => {
  it('refuses text people read written into a component', async () => {
    expect(await untranslated(`${header}export const A = () => <p>Your Offers</p>;\n`)).toHaveLength(1);
    expect(await untranslated(`${header}export const A = () => <img alt="Restaurant logo" src="x.png" />;\n`)).toHaveLength(1);
    expect(
      await untranslated(`${header}export const A = ({ on }: { on: boolean }) => <p>{on ? 'Active' : 'Inactive'}</p>;\n`),
    ).toHaveLength(2);
    expect(
      await untranslated(`${header}export const f = () => toast({ title: 'Error', description: 'Failed' });\n`),
    ).toHaveLength(2);
    expect(await untranslated(`${header}export const f = (e: unknown) => errorMessage(e, 'Could not save');\n`)).toHaveLength(1);
    expect(
      await untranslated(
        `${header}export const A = () => <button aria-label={\`Code \${1}\`} />;\n`,
        'kiosk/src/app/example.tsx',
      ),
    ).toHaveLength(1);
  });

  it('lets through messages from the catalogue, and what is not text', async () => {
    const ok = `${header}export const A = ({ n }: { n: number }) => (
  <div className="offers" data-testid="offer" role="status" aria-label={t\`Offers\`}>
    <p>{t\`Your Offers\`}</p>
    <span>{n}/10 · 42</span>
    <img alt="" src="x.png" />
  </div>
);
export const f = () => toast({ title: t\`Error\`, variant: 'destructive' });
`;
    expect(await untranslated(ok)).toEqual([]);
  });
});
