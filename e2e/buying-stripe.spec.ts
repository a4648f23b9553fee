import { expect, test, type Browser } from '@playwright/test';
import { startStripeStandIn, type StripeStandIn } from '../api/src/test/stripe-stand-in-server.ts';
import { startServer, type RunningServer } from '../scripts/test-server.ts';

/**
 * The checkout's Stripe path, end to end on a phone, without the internet: the server talks to a
 * small local stand-in for the Stripe API (through the real `stripe` package, via
 * STRIPE_API_BASE), and the browser gets a stand-in for Stripe.js that behaves like the Payment
 * Element (mount, submit's validation error, confirmPayment's decline or success).
 */

/** Served as https://js.stripe.com/...: just enough of Stripe.js for @stripe/react-stripe-js. */
const FAKE_STRIPE_JS = `
(function () {
  var log = (window.__stripeFake = { key: null, elementsOptions: null, elementType: null, elementOptions: null, confirms: [] });
  window.Stripe = function (key) {
    log.key = key;
    var input = null;
    return {
      _registerWrapper: function () {},
      registerAppInfo: function () {},
      createToken: function () {},
      createPaymentMethod: function () {},
      confirmCardPayment: function () {},
      elements: function (options) {
        log.elementsOptions = options;
        return {
          update: function () {},
          getElement: function () { return null; },
          submit: function () {
            var digits = ((input && input.value) || '').replace(/\\D/g, '');
            return Promise.resolve(digits.length < 16 ? { error: { type: 'validation_error', message: 'Your card number is incomplete.' } } : {});
          },
          create: function (type, options) {
            log.elementType = type;
            log.elementOptions = options;
            var handlers = {};
            return {
              mount: function (node) {
                input = document.createElement('input');
                input.setAttribute('aria-label', 'Stripe card number');
                input.style.cssText = 'width:100%;min-height:48px;font-size:16px;border:1px solid #ccc;border-radius:8px;padding:8px';
                node.appendChild(input);
                setTimeout(function () { (handlers.ready || []).forEach(function (cb) { cb({ elementType: type }); }); }, 0);
              },
              on: function (event, cb) { (handlers[event] = handlers[event] || []).push(cb); return this; },
              off: function (event, cb) { handlers[event] = (handlers[event] || []).filter(function (x) { return x !== cb; }); return this; },
              update: function () {},
              destroy: function () { if (input) input.remove(); },
              unmount: function () {},
              focus: function () {},
              blur: function () {},
              clear: function () {},
              collapse: function () {},
            };
          },
        };
      },
      confirmPayment: function (options) {
        log.confirms.push({ confirmParams: options.confirmParams, redirect: options.redirect });
        var digits = ((input && input.value) || '').replace(/\\D/g, '');
        if (digits === '4000000000000002') {
          return Promise.resolve({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
        }
        var id = log.elementsOptions.clientSecret.split('_secret_')[0];
        return fetch('https://api.stripe.com/v1/payment_intents/' + id + '/confirm', { method: 'POST' })
          .then(function (r) { return r.json(); })
          .then(function (intent) { return { paymentIntent: intent }; });
      },
    };
  };
})();
`;

let stripeApi: StripeStandIn;
let server: RunningServer;

test.beforeAll(async () => {
  stripeApi = await startStripeStandIn();
  server = await startServer({
    STRIPE_SECRET_KEY: 'sk_test_e2e_standin',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_standin',
    STRIPE_API_BASE: stripeApi.url,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await stripeApi?.close();
});

async function phone(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 390, height: 844 }, hasTouch: true });
  await context.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_STRIPE_JS }),
  );
  // The browser's confirmation reaches "Stripe", which marks the intent paid.
  await context.route('https://api.stripe.com/**', (route) => {
    const id = /payment_intents\/([^/]+)\/confirm/.exec(route.request().url())?.[1] ?? '';
    const intent = stripeApi.intents.get(id);
    if (!intent) return route.fulfill({ status: 404, headers: { 'access-control-allow-origin': '*' }, body: '{}' });
    intent.status = 'succeeded';
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify(intent),
    });
  });
  return context;
}

test('with Stripe configured, checkout pays through the Payment Element: validation error, decline, then success', async ({
  browser,
}) => {
  const context = await phone(browser);
  const page = await context.newPage();
  const email = `stripe.${Date.now()}@example.com`;

  const config = (await (await page.request.get(`${server.baseURL}/api/config`)).json()) as {
    paymentProvider: string;
    stripePublishableKey?: string;
  };
  expect(config).toMatchObject({ paymentProvider: 'stripe', stripePublishableKey: 'pk_test_e2e_standin' });

  await page.goto('/');
  await page
    .getByTestId('campaign-card')
    // The demo's own Lincoln campaign (by its description), not one another test made for the same PTA.
    .filter({ hasText: 'Eat well and send Lincoln Elementary on field trips' })
    .getByRole('link', { name: 'View Campaign' })
    .click();
  await page.getByRole('link', { name: 'Purchase Card for $20.00' }).click();
  await expect(page.getByRole('heading', { name: 'Complete Your Purchase' })).toBeVisible();
  const card = page.getByLabel('Stripe card number');
  await expect(card).toBeVisible();
  // The demo provider's form is not offered when Stripe takes the payment.
  await expect(page.getByLabel('Card number', { exact: true })).toHaveCount(0);

  const fake = () => page.evaluate(() => (window as unknown as { __stripeFake: Record<string, unknown> }).__stripeFake);
  const first = (await fake()) as {
    key: string;
    elementType: string;
    elementOptions: unknown;
    elementsOptions: { clientSecret: string };
  };
  expect(first.key).toBe('pk_test_e2e_standin');
  expect(first.elementType).toBe('payment');
  expect(first.elementOptions).toMatchObject({ fields: { billingDetails: { email: 'never', phone: 'never' } } });
  const intentId = first.elementsOptions.clientSecret.split('_secret_')[0]!;
  expect(stripeApi.intents.get(intentId)).toMatchObject({ amount: 2000, currency: 'usd' });

  await page.getByLabel('Full Name').fill('Robin Stripe');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone Number').fill('555-867-5309');
  const pay = page.getByRole('button', { name: 'Pay $20.00' });
  const toast = page.getByTestId('toast');

  // The element's own validation error.
  await pay.click();
  await expect(toast).toContainText('Validation Error');
  await expect(toast).toContainText('Your card number is incomplete.');

  // A declined card: the provider's message, the button back, the buyer already on the payment.
  await card.fill('4000 0000 0000 0002');
  await pay.click();
  await expect(toast).toContainText('Payment Failed');
  await expect(toast).toContainText('Your card was declined.');
  await expect(pay).toBeEnabled();
  expect(stripeApi.intents.get(intentId)?.metadata).toMatchObject({
    customerName: 'Robin Stripe',
    customerEmail: email,
    customerPhone: '555-867-5309',
  });

  await card.fill('4242 4242 4242 4242');
  await pay.click();
  await expect(page.getByRole('heading', { name: 'Purchase Successful!' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('payment_intent')).toBe(intentId);
  await expect(page.getByTestId('access-code')).not.toBeEmpty();
  await expect(page.getByTestId('included-offer')).toHaveCount(4);
  expect(stripeApi.intents.get(intentId)?.status).toBe('succeeded');
  await context.close();
});

test('Stripe confirmation carries the buyer as billing details and redirects only when required', async ({ browser }) => {
  const context = await phone(browser);
  const page = await context.newPage();
  await page.goto('/');
  const active = (await (await page.request.get(`${server.baseURL}/api/campaigns/active`)).json()) as {
    campaigns: { slug: string; id: number; nonprofitName: string }[];
  };
  const campaign = active.campaigns.find((c) => c.nonprofitName === 'Lincoln Elementary PTA')!;
  await page.goto(`/checkout/${campaign.slug}`);
  await page.getByLabel('Full Name').fill('Billie Details');
  await page.getByLabel('Email').fill('billie@example.com');
  await page.getByLabel('Phone Number').fill('(555) 000-1111');
  await page.getByLabel('Stripe card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay $20.00' }).click();
  await expect(page.getByTestId('toast')).toContainText('Payment Failed');
  const confirms = (await page.evaluate(
    () => (window as unknown as { __stripeFake: { confirms: unknown[] } }).__stripeFake.confirms,
  )) as {
    confirmParams: { return_url: string; payment_method_data: unknown };
    redirect: string;
  }[];
  expect(confirms).toHaveLength(1);
  expect(confirms[0]!.redirect).toBe('if_required');
  expect(confirms[0]!.confirmParams.payment_method_data).toEqual({
    billing_details: { name: 'Billie Details', email: 'billie@example.com', phone: '(555) 000-1111' },
  });
  const returnUrl = new URL(confirms[0]!.confirmParams.return_url);
  expect(returnUrl.origin).toBe(server.baseURL);
  expect(returnUrl.pathname).toBe('/purchase-success');
  expect(Object.fromEntries(returnUrl.searchParams)).toEqual({
    campaignId: String(campaign.id),
    name: 'Billie Details',
    email: 'billie@example.com',
    phone: '(555) 000-1111',
  });
  await context.close();
});
