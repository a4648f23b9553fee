import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const base = { DATA_DIR: '/tmp/dealcard-config-test', SESSION_SECRET: 's'.repeat(40) };

describe('configuration', () => {
  it('a bad value stops the start with a message naming the variable', () => {
    expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow(/PORT:/);
    expect(() => loadConfig({ ...base, RATE_LIMIT: 'sometimes' })).toThrow(/RATE_LIMIT:/);
    expect(() => loadConfig({ ...base, SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32 characters/);
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'pk_wrong' })).toThrow(/STRIPE_SECRET_KEY:/);
    expect(() => loadConfig({ ...base, DATABASE_URL: 'mysql://db/site' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(loadConfig({ ...base, DATABASE_URL: 'postgresql://u@db/site' }).databaseUrl).toBe('postgresql://u@db/site');
  });

  it('a live Stripe key is refused unless NODE_ENV=production, naming the variable', () => {
    for (const key of ['sk_live_abc123', 'rk_live_abc123']) {
      for (const NODE_ENV of ['development', 'test', undefined]) {
        const env = { ...base, STRIPE_SECRET_KEY: key, ...(NODE_ENV ? { NODE_ENV } : {}) };
        expect(() => loadConfig(env)).toThrow(
          /STRIPE_SECRET_KEY: a live key \(sk_live_, rk_live_\) is refused unless NODE_ENV=production/,
        );
      }
      const prod = { ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://cards.example.org', STRIPE_SECRET_KEY: key };
      expect(loadConfig(prod).stripe?.secretKey).toBe(key);
    }
    // Test keys run anywhere.
    expect(loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_abc' }).stripe?.secretKey).toBe('sk_test_abc');
    expect(loadConfig({ ...base, STRIPE_SECRET_KEY: 'rk_test_abc' }).stripe?.secretKey).toBe('rk_test_abc');
  });

  it('has embedded defaults for everything', () => {
    const config = loadConfig(base);
    expect(config.port).toBe(3000);
    expect(config.rateLimit).toBe(true);
    expect(config.stripe).toBeNull();
    expect(config.seedDemo).toBe(true);
    expect(config.databasePath).toMatch(/dealcard-config-test\/app\.db$/);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('production refuses RATE_LIMIT=off, demo payments without ALLOW_DEMO_PAYMENTS, and a missing PUBLIC_URL', () => {
    const prod = { ...base, NODE_ENV: 'production', ALLOW_DEMO_PAYMENTS: '1', PUBLIC_URL: 'https://cards.example.org' };
    expect(loadConfig(prod).seedDemo).toBe(false);
    expect(() => loadConfig({ ...prod, RATE_LIMIT: 'off' })).toThrow(/RATE_LIMIT: "off" is refused/);
    expect(() => loadConfig({ ...prod, ALLOW_DEMO_PAYMENTS: '0' })).toThrow(/STRIPE_SECRET_KEY: required/);
    expect(() => loadConfig({ ...prod, PUBLIC_URL: '' })).toThrow(/PUBLIC_URL: required when NODE_ENV=production/);
  });

  it('MAIL_LEASE_SECONDS sets the mail worker lease: 120 by default, a whole number of seconds', () => {
    expect(loadConfig(base).mailLeaseSeconds).toBe(120);
    expect(loadConfig({ ...base, MAIL_LEASE_SECONDS: '3' }).mailLeaseSeconds).toBe(3);
    expect(() => loadConfig({ ...base, MAIL_LEASE_SECONDS: '0' })).toThrow(/MAIL_LEASE_SECONDS:/);
    expect(() => loadConfig({ ...base, MAIL_LEASE_SECONDS: '2.5' })).toThrow(/MAIL_LEASE_SECONDS:/);
  });

  it('TRUST_PROXY=1 is refused on 0.0.0.0 (anyone could forge X-Forwarded-For); the proxy named in list form is taken', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20']) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: '1', HOST })).toThrow(/TRUST_PROXY: "1" is refused with HOST=/);
    }
    // The default HOST is 0.0.0.0.
    expect(() => loadConfig({ ...base, TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ ...base, TRUST_PROXY: '1', HOST: '127.0.0.1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback', HOST: '0.0.0.0' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
    ]);
    expect(loadConfig({ ...base, TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig(base).trustProxy).toBe(false);
    for (const bad of ['true', '2', 'everyone', '10.0.0.5/99', '10.0.0.300', 'loopback,']) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY:/);
    }
  });
});
