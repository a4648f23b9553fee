import type { Request } from 'express';
import type { Config } from '../config.ts';

/** Where e-mailed links point: PUBLIC_URL when set, else the address the buyer used. */
export function siteUrlOf(req: Request, config: Config): string {
  return config.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}
