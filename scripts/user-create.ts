// npm run user:create -- --email E --password P --role superadmin|restaurant_owner|customer [--restaurant-id N]
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { Email, PasswordSchema, RoleSchema, issueText } from '@dealcard/shared';
import { ConfigError, loadConfig } from '../api/src/config.ts';
import { migrateDatabase, openDatabase } from '../api/src/db/client.ts';
import { restaurants } from '../api/src/db/schema/index.ts';
import { createUser } from '../api/src/modules/auth/auth.service.ts';
import { judgeNewPassword } from '../api/src/modules/auth/password-policy.ts';

const Args = z.object({
  email: Email,
  password: PasswordSchema,
  role: RoleSchema,
  'restaurant-id': z.coerce.number().int().positive().optional(),
});

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      'restaurant-id': { type: 'string' },
    },
  });
  const parsed = Args.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`--${issue.path.join('.')}: ${issueText(issue.message, 'en')}`);
    console.error(
      'usage: npm run user:create -- --email E --password P --role superadmin|restaurant_owner|customer [--restaurant-id N]',
    );
    process.exit(2);
  }
  const args = parsed.data;
  const config = loadConfig();
  const db = openDatabase(config.databasePath);
  migrateDatabase(db);
  const restaurantId = args['restaurant-id'] ?? null;
  if (
    restaurantId !== null &&
    !db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, restaurantId)).get()
  ) {
    console.error(`--restaurant-id: no restaurant with id ${restaurantId}`);
    process.exit(2);
  }
  if (args.role === 'restaurant_owner' && restaurantId === null) {
    console.warn('note: a restaurant_owner without --restaurant-id will be asked to onboard a restaurant');
  }
  const verdict = await judgeNewPassword(args.password, [args.email], args.email);
  if (verdict.message) {
    console.error(`--password: ${verdict.message.en}`);
    process.exit(2);
  }
  const user = await createUser(db, { email: args.email, password: args.password, role: args.role, restaurantId });
  console.log(`created ${user.role} ${user.email} (${user.id})${restaurantId ? ` for restaurant ${restaurantId}` : ''}`);
  db.$client.close();
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
