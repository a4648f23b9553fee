import { useEffect, useState } from 'react';
import type { PasswordJudge, PasswordVerdict } from '@dealcard/shared/password-strength';
import { useLanguage } from '../i18n/i18n.tsx';

let judge: Promise<PasswordJudge> | undefined;
/** zxcvbn and its dictionaries are their own chunks, fetched the first time a password is set. */
function loadJudge(): Promise<PasswordJudge> {
  judge ??= import('@dealcard/shared/password-strength').then((m) => m.loadPasswordJudge());
  return judge;
}

/**
 * The server's verdict on a new password, computed in the browser as the person types (the same
 * judge: shared/password-strength.ts). Null while the judge loads or the field is empty.
 */
export function usePasswordVerdict(password: string, userInputs: () => string[]): PasswordVerdict | null {
  const language = useLanguage();
  const [verdict, setVerdict] = useState<PasswordVerdict | null>(null);
  useEffect(() => {
    let current = true;
    if (!password) {
      setVerdict(null);
      return;
    }
    void loadJudge().then((judgeOf) => {
      if (current) setVerdict(judgeOf(password, language, userInputs()));
    });
    return () => {
      current = false;
    };
    // userInputs is read at each keystroke of the password; a change of name alone waits for the next one.
  }, [password, language]);
  return verdict;
}
