import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { adminNav } from './admin-app.tsx';

describe('the admin sidebar', () => {
  it('gives each section an icon of its own: Dashboard a home, Cards a card', () => {
    const items = adminNav();
    const icons = items.map((item) => (item.icon as ReactElement<{ name: string }>).props.name);
    expect(new Set(icons).size).toBe(items.length);
    expect(icons[items.findIndex((i) => i.to === '/admin/dashboard')]).toBe('home');
    expect(icons[items.findIndex((i) => i.to === '/admin/cards')]).toBe('card');
  });
});
