// The bench's command line and its targets.
import { parseArgs } from 'node:util';

export const TARGETS = {
  publicReadRatio: 0.4,
  writeRatio: 0.3,
  /** The holder's redeem: back where it was before the ledger and vouchers (issue 27). */
  redeemRatio: 0.48,
  reportMedianMs: 300,
  reportScale: 1_000_000,
  cardLatencyGrowth: 1.5,
  cardFirstVisitJsKb: 120,
  /**
   * The kiosk's entry before it had languages (GNU gzip -9; node's zlib at level 9, which the bench
   * uses, counts about 0.2% more, so the check errs on the safe side), and how much more its first
   * load may weigh.
   */
  kioskFirstLoadBaselineBytes: 139_985,
  kioskFirstLoadGrowth: 1.1,
  rssMb: 250,
} as const;

export const { values: args } = parseArgs({
  options: {
    cards: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '3' },
    'compare-scale': { type: 'boolean', default: false },
    'port-base': { type: 'string', default: '3401' },
    /**
     * `--only bundle`: just the PWA first-visit and kiosk first-load sections (a server, no load);
     * `--only sweeps`: just the reminder and announcement sweeps (no server); printed, not written.
     */
    only: { type: 'string' },
    /**
     * `--endpoints activate,vouchers`: only the throughput of the endpoints whose name contains
     * one of these (each paired with the reference as usual); printed, not written.
     */
    endpoints: { type: 'string' },
  },
});
/** Five consecutive ports from --port-base (default 3401-3405), so parallel worktrees don't clash. */
export const PORT_BASE = Number(args['port-base']);
export const PORTS = {
  server: PORT_BASE,
  reference: PORT_BASE + 1,
  inProcess: PORT_BASE + 2,
  compare: PORT_BASE + 3,
  compareLarge: PORT_BASE + 4,
} as const;
export const ENDPOINT_FILTER = args.endpoints
  ?.split(',')
  .map((e) => e.trim())
  .filter(Boolean);
export const CARDS = Number(args.cards);
export const DURATION = Number(args.duration);
export const CONNECTIONS = Number(args.connections);
export const WARMUP = Number(args.warmup);
if (args.only !== undefined && args.only !== 'bundle' && args.only !== 'sweeps') {
  console.error('--only takes one value: bundle or sweeps');
  process.exit(2);
}
for (const [name, v] of Object.entries({ cards: CARDS, duration: DURATION, connections: CONNECTIONS, 'port-base': PORT_BASE })) {
  if (!Number.isInteger(v) || v < 1) {
    console.error(`--${name} must be a positive whole number`);
    process.exit(2);
  }
}
