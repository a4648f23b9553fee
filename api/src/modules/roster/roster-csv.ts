import { parse } from 'csv-parse/sync';
import {
  Email,
  ROSTER_IMPORT_MAX_ROWS,
  SELLER_NAME_MAX,
  SELLER_TEAM_MAX,
  SELLING_MESSAGES,
  hasNoHiddenCharacters,
  type Message,
} from '@dealcard/shared';

export interface RosterLine {
  /** The data row's number, counted from 1 after the header. */
  row: number;
  name: string;
  team: string | null;
  email: string | null;
}

export interface RosterRowError {
  row: number;
  /** A message of SELLING_MESSAGES. */
  message: Message;
}

/** Row 0 names the file itself (its header, its size, or CSV that cannot be read). */
const fileError = (message: RosterRowError['message']): { lines: RosterLine[]; errors: RosterRowError[] } => ({
  lines: [],
  errors: [{ row: 0, message }],
});

/**
 * Reads a roster CSV: a header `name,team,email` (the email column may be left out) and at most
 * 1,000 data rows. Every row is checked and every bad one reported with its number; nothing is
 * decided here about the database (e-mails already on the campaign are checked by the caller).
 */
export function readRosterCsv(csv: string): { lines: RosterLine[]; errors: RosterRowError[] } {
  let records: string[][];
  try {
    records = parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][];
  } catch {
    return fileError(SELLING_MESSAGES.csvUnreadable);
  }
  const [header, ...rows] = records;
  const columns = header?.map((h) => h.toLowerCase());
  const known = columns?.join(',');
  if (known !== 'name,team' && known !== 'name,team,email') return fileError(SELLING_MESSAGES.csvHeader);
  if (rows.length === 0) return fileError(SELLING_MESSAGES.csvEmpty);
  if (rows.length > ROSTER_IMPORT_MAX_ROWS) return fileError(SELLING_MESSAGES.csvTooManyRows);

  const lines: RosterLine[] = [];
  const errors: RosterRowError[] = [];
  const emailRows = new Map<string, number>();
  rows.forEach((cells, i) => {
    const row = i + 1;
    const fail = (message: RosterRowError['message']) => errors.push({ row, message });
    if (cells.length > columns!.length) return fail(SELLING_MESSAGES.csvColumns);
    const [name = '', team = '', rawEmail = ''] = cells;
    if (!name) return fail(SELLING_MESSAGES.csvNameMissing);
    if (name.length > SELLER_NAME_MAX) return fail(SELLING_MESSAGES.csvNameTooLong);
    if (team.length > SELLER_TEAM_MAX) return fail(SELLING_MESSAGES.csvTeamTooLong);
    if (!hasNoHiddenCharacters(name) || !hasNoHiddenCharacters(team)) return fail(SELLING_MESSAGES.csvHiddenCharacters);
    let email: string | null = null;
    if (rawEmail) {
      const parsed = Email.safeParse(rawEmail);
      if (!parsed.success) return fail(SELLING_MESSAGES.csvEmailInvalid);
      email = parsed.data;
      if (emailRows.has(email)) return fail(SELLING_MESSAGES.csvEmailTwice);
      emailRows.set(email, row);
    }
    lines.push({ row, name, team: team || null, email });
  });
  return { lines, errors };
}
