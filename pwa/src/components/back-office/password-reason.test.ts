import { loadPasswordJudge } from '@dealcard/shared/password-strength';
import { describe, expect, it } from 'vitest';
import { passwordReason } from './password-reason.ts';

describe('the new-password hint', () => {
  it('ends each sentence with its stop and says a common password is common once', async () => {
    const judge = await loadPasswordJudge();
    expect(passwordReason(judge('rosa2026', 'en'), 'en')).toBe('Password must be at least 10 characters.');
    expect(passwordReason(judge('rosa2026', 'es'), 'es')).toBe('La contraseña debe tener al menos 10 caracteres.');

    const common = judge('password123', 'en');
    expect(common.problem).toBe('common');
    expect(common.warning).not.toBeNull();
    expect(passwordReason(common, 'en')).toBe(
      'This password is one of the most common ones. Choose one that is harder to guess.',
    );
    expect(passwordReason(judge('password123', 'es'), 'es')).toBe(
      'Esta contraseña es de las más comunes. Elija una que sea más difícil de adivinar.',
    );
  });

  it('adds zxcvbn’s own reason to a guessable password, as its own sentence', async () => {
    const judge = await loadPasswordJudge();
    expect(passwordReason(judge('2026-12-05x', 'en'), 'en')).toBe(
      'This password is too easy to guess. Add a few more words, or characters that follow no pattern. Dates are easy to guess.',
    );
    const spanish = passwordReason(judge('2026-12-05x', 'es'), 'es')!;
    expect(
      spanish.startsWith(
        'Esta contraseña es demasiado fácil de adivinar. Agregue algunas palabras más, o caracteres que no sigan ningún patrón. ',
      ),
    ).toBe(true);
    expect(spanish).toMatch(/[^.]\.$/);
  });

  it('has nothing to say of an accepted password', async () => {
    const judge = await loadPasswordJudge();
    expect(passwordReason(judge('correct horse battery staple lamp', 'en'), 'en')).toBeNull();
  });
});
