import { describe, expect, it } from 'vitest';
import { appLinks } from './app-links.ts';

describe('links of an outbox e-mail', () => {
  it('keeps links into this app as paths, once each, and ignores other sites', () => {
    const text = [
      'View your card: http://127.0.0.1:3150/card/ABCDEFGH2345JK',
      'Again: http://127.0.0.1:3150/card/ABCDEFGH2345JK.',
      'Lost it? https://deals.example.com/find-my-card?token=abc',
      'Charity: https://lincoln-pta.example.org/about',
    ].join('\n');
    expect(appLinks(text, 'https://deals.example.com')).toEqual(['/card/ABCDEFGH2345JK', '/find-my-card?token=abc']);
  });
});
