import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { makeCampaign, makeCard } from '../test/factories.ts';
import { createTestApp } from '../test/harness.ts';

describe('request logs', () => {
  it('name the route pattern, never an access code, a find-my-card token or any other path value', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const { db, request } = createTestApp({ deps: { logger } });
    const { card, offers } = makeCard(db, makeCampaign(db).campaign.id);
    const token = 'tok' + 'Z'.repeat(40);

    await request.get(`/api/cards/${card.accessCode}`).expect(200);
    await request.post(`/api/cards/${card.accessCode}/redeem`).send({ offerId: offers[0]!.id }).expect(201);
    await request.get(`/api/find-my-card/${token}`);
    await request.get('/api/cards/NOSUCHCARDCODE').expect(404);
    await request.get(`/api/no-such-route/${card.accessCode}`).expect(404);

    const logged = lines.join('\n');
    expect(logged).not.toContain(card.accessCode);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('NOSUCHCARDCODE');
    const routes = lines.map((l) => (JSON.parse(l) as { route?: string }).route).filter(Boolean);
    expect(routes).toEqual([
      '/api/cards/:accessCode',
      '/api/cards/:accessCode/redeem',
      '/api/find-my-card/:token',
      '/api/cards/:accessCode',
      '(no route)',
    ]);
  });
});
