// @ts-expect-error a plain .mjs script shared with `npm start`
import { buildIfStale } from '../scripts/build-if-stale.mjs';

export default function globalSetup() {
  (buildIfStale as (o: { quiet: boolean }) => void)({ quiet: false });
}
