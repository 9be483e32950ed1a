import type { EntityManager } from '@mikro-orm/core';
import { raw, type SqlEntityManager } from '@mikro-orm/sql';
import {
  type BulkRowError,
  CreateCustomer,
  type CreatedCustomer,
  CUSTOMER_CSV_COLUMNS,
  CUSTOMER_IMPORT_MAX_ROWS,
  type CustomerAccount,
  type CustomerImportResult,
  UpdateCustomer,
} from '@qafila/contracts';
import { ChatSession, Invitation, type Organization, Shipment, User } from '../../db/entities/index.ts';
import { InvalidInputError, NotFoundError, parseInput } from '../../domain/errors.ts';
import { CsvSyntaxError, parseCsv } from '../../lib/csv-parse.ts';
import { type Actor, recordAudit } from '../audit/service.ts';
import { hashPassword } from '../auth/password.ts';
import type { AuthService } from '../auth/service.ts';
import { assertWithinLimit } from '../billing/limits.ts';
import { BulkUploadFailure } from '../cargo/bulk-csv.ts';
import {
  assertAvailable,
  ORGANIZATION_CLASHES,
  planTypeForTier,
  uniqueOrConflict,
  usernameFromEmail,
} from '../users/rules.ts';
import { applyActive, recordAccountChange } from './activation.ts';
import { INVITATION_TTL_MS, newInvitationToken } from './links.ts';
import type { TeamService } from './service.ts';

/** Who manages the customers: an organization admin (the actor) over HTTP, or the CLI for an organization. */
export interface OrgAdmin {
  organization: Organization;
  actor: Actor;
}

/** Per user, how many rows of `entity` name them in `column` (one grouped query). */
async function countPer(
  em: EntityManager,
  entity: typeof Shipment | typeof ChatSession,
  ids: number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows: { customer: number | string; n: number | string }[] = await (em as SqlEntityManager)
    .createQueryBuilder(entity as typeof Shipment)
    .select(['customer', raw('count(*) as n')])
    .where({ customer: { $in: ids } })
    .groupBy('customer')
    .execute('all');
  return new Map(rows.map((r) => [Number(r.customer), Number(r.n)]));
}

/**
 * The Customers page (issue 16, ADR 0027): an organization admin's customers — created with an invitation link to
 * choose their username and password, edited, deactivated, imported from CSV all or nothing.
 */
export function createCustomerService(options: {
  em: EntityManager;
  auth: AuthService;
  team: TeamService;
  now?: () => Date;
}) {
  const { em, auth, team } = options;
  const now = options.now ?? (() => new Date());

  async function toAccounts(users: User[]): Promise<CustomerAccount[]> {
    const ids = users.map((u) => u.id);
    const [shipments, chats, invited] = await Promise.all([
      countPer(em, Shipment, ids),
      countPer(em, ChatSession, ids),
      ids.length
        ? em.find(Invitation, { account: { $in: ids }, acceptedAt: null, revokedAt: null }, { fields: ['account'] })
        : [],
    ]);
    const waiting = new Set(invited.map((i) => i.account?.id));
    return users.map((u) => ({
      id: u.id,
      username: u.username,
      name: u.name ?? null,
      email: u.email ?? null,
      phoneNumber: u.phoneNumber ?? null,
      companyName: u.companyName ?? null,
      active: !u.deactivatedAt,
      invited: waiting.has(u.id),
      shipments: shipments.get(u.id) ?? 0,
      conversations: chats.get(u.id) ?? 0,
      createdAt: u.createdAt.toISOString(),
    }));
  }

  /** A free username for each e-mail, distinct from each other too. */
  async function usernamesFor(emails: string[]): Promise<string[]> {
    const taken = new Set<string>();
    const out: string[] = [];
    for (const email of emails) {
      const base = usernameFromEmail(email);
      let candidate = base;
      for (let i = 2; taken.has(candidate) || (await em.count(User, { username: candidate })); i++) {
        candidate = `${base.slice(0, 46)}-${i}`;
      }
      taken.add(candidate);
      out.push(candidate);
    }
    return out;
  }

  /** Creates customers with their invitations in one transaction; nobody knows their (random) first password. */
  async function insert(
    by: OrgAdmin,
    inputs: { name: string; email: string; phoneNumber?: string | undefined; companyName?: string | undefined }[],
  ): Promise<{ users: User[]; invitations: Invitation[] }> {
    const usernames = await usernamesFor(inputs.map((i) => i.email));
    const unusable = await hashPassword(newInvitationToken().token);
    // Customers take no seat of the plan's user limit (billing/limits.ts); the call says so where accounts are made.
    await assertWithinLimit(em, by.organization.id, 'users', { role: 'customer', adding: inputs.length });
    return uniqueOrConflict(ORGANIZATION_CLASHES, () =>
      em.transactional(async (tx) => {
        const users: User[] = [];
        const invitations: Invitation[] = [];
        inputs.forEach((input, i) => {
          const user = tx.create(User, {
            organization: by.organization.id,
            username: usernames[i]!,
            email: input.email,
            name: input.name,
            phoneNumber: input.phoneNumber || null,
            companyName: input.companyName || null,
            role: 'customer',
            planType: planTypeForTier(by.organization.subscriptionTier),
            isEnterprise: false,
            passwordHash: unusable,
          });
          users.push(user);
          invitations.push(
            tx.create(Invitation, {
              organization: by.organization.id,
              email: input.email,
              role: 'customer',
              features: [],
              account: user,
              invitedBy: by.actor.id,
              tokenHash: newInvitationToken().hash,
              expiresAt: new Date(now().getTime() + INVITATION_TTL_MS),
            }),
          );
        });
        await tx.flush();
        for (const user of users) {
          recordAudit(tx, {
            actor: by.actor,
            action: 'customer.create',
            targetType: 'user',
            targetId: user.id,
            after: { username: user.username, email: user.email },
          });
        }
        return { users, invitations };
      }),
    );
  }

  async function findCustomer(by: OrgAdmin, id: number): Promise<User> {
    const user = await em.findOne(User, { id, organization: by.organization.id, role: 'customer' });
    if (!user) throw new NotFoundError('Customer not found');
    return user;
  }

  return {
    /** `GET /api/org/customer-accounts?q=`. */
    async list(by: OrgAdmin, q: unknown): Promise<CustomerAccount[]> {
      const text = typeof q === 'string' ? q.trim().toLowerCase() : '';
      const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const match = text
        ? {
            $or: [
              { name: { $like: like } },
              { email: { $like: like } },
              { username: { $like: like } },
              { companyName: { $like: like } },
            ],
          }
        : {};
      const users = await em.find(
        User,
        { organization: by.organization.id, role: 'customer', ...match },
        { orderBy: { name: 'asc', id: 'asc' }, limit: 500 },
      );
      return toAccounts(users);
    },

    /** `POST /api/org/customer-accounts`. */
    async create(by: OrgAdmin, body: unknown, origin: string): Promise<CreatedCustomer> {
      const input = parseInput(CreateCustomer, body);
      await assertAvailable(
        em,
        { email: input.email },
        { clashes: ORGANIZATION_CLASHES, emailWithin: by.organization.id },
      );
      const { users, invitations } = await insert(by, [input]);
      const invitation = await em.findOneOrFail(Invitation, { id: invitations[0]!.id }, { populate: ['organization'] });
      const { link, emailed } = await team.issueLink(invitation, origin);
      return { customer: (await toAccounts(users))[0]!, link, emailed };
    },

    /** `PUT /api/org/customer-accounts/:userId`. */
    async update(by: OrgAdmin, id: number, body: unknown): Promise<CustomerAccount> {
      const input = parseInput(UpdateCustomer, body);
      const user = await findCustomer(by, id);
      if (input.email !== undefined) {
        await assertAvailable(
          em,
          { email: input.email },
          { clashes: ORGANIZATION_CLASHES, emailWithin: by.organization.id, exceptId: user.id },
        );
      }
      const before = (await toAccounts([user]))[0];
      if (input.name !== undefined) user.name = input.name;
      if (input.email !== undefined) user.email = input.email;
      if (input.phoneNumber !== undefined) user.phoneNumber = input.phoneNumber || null;
      if (input.companyName !== undefined) user.companyName = input.companyName || null;
      const activation = applyActive(user, input.active, now());
      await uniqueOrConflict(ORGANIZATION_CLASHES, () => em.flush());
      const after = (await toAccounts([user]))[0]!;
      await recordAccountChange({ em, auth }, { actor: by.actor, kind: 'customer', user, before, after }, activation);
      return after;
    },

    /** `POST /api/org/customer-accounts/import`: every row checked first; any problem and nothing is stored. */
    async importCsv(by: OrgAdmin, text: string, origin: string): Promise<CustomerImportResult> {
      const rows = customerCsvRows(text);
      const errors: BulkRowError[] = [];
      const seen = new Map<string, number>();
      const valid: CreateCustomer[] = [];
      for (const { line, fields } of rows) {
        if (fields.length !== CUSTOMER_CSV_COLUMNS.length) {
          errors.push({
            line,
            field: '',
            message: `expected ${CUSTOMER_CSV_COLUMNS.length} fields, found ${fields.length}`,
          });
          continue;
        }
        const [name, email, phone, company] = fields.map((f) => f.trim()) as [string, string, string, string];
        const parsed = CreateCustomer.safeParse({
          name,
          email,
          ...(phone ? { phoneNumber: phone } : {}),
          ...(company ? { companyName: company } : {}),
        });
        if (!parsed.success) {
          for (const issue of parsed.error.issues) {
            const key = String(issue.path[0] ?? '');
            const field = key === 'phoneNumber' ? 'phone' : key === 'companyName' ? 'company' : key;
            errors.push({ line, field, message: issue.message });
          }
          continue;
        }
        const first = seen.get(parsed.data.email);
        if (first) {
          errors.push({ line, field: 'email', message: `${parsed.data.email} is also on line ${first}` });
          continue;
        }
        seen.set(parsed.data.email, line);
        if (await em.count(User, { organization: by.organization.id, email: parsed.data.email })) {
          errors.push({ line, field: 'email', message: ORGANIZATION_CLASHES.email });
          continue;
        }
        valid.push(parsed.data);
      }
      if (errors.length) throw new BulkUploadFailure(errors);
      const { invitations } = await insert(by, valid);
      const customers: CustomerImportResult['customers'] = [];
      let emailed = valid.length > 0;
      for (const created of invitations) {
        const invitation = await em.findOneOrFail(
          Invitation,
          { id: created.id },
          { populate: ['organization', 'account'] },
        );
        const sent = await team.issueLink(invitation, origin);
        emailed &&= sent.emailed;
        customers.push({ id: invitation.account!.id, email: invitation.email, link: sent.link });
      }
      return { imported: customers.length, customers, emailed };
    },
  };
}
export type CustomerService = ReturnType<typeof createCustomerService>;

/** The data rows of a customers CSV once it parses and its header is CUSTOMER_CSV_COLUMNS (blank lines skipped). */
export function customerCsvRows(text: string) {
  if (text.replace(/^\uFEFF/, '').trim() === '') throw new InvalidInputError('The file is empty');
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text);
  } catch (err) {
    if (err instanceof CsvSyntaxError)
      throw new BulkUploadFailure([{ line: err.line, field: '', message: err.message }]);
    throw err;
  }
  const [header, ...body] = records;
  const columns = header!.fields.map((f) => f.trim().toLowerCase());
  if (columns.length !== CUSTOMER_CSV_COLUMNS.length || columns.some((c, i) => c !== CUSTOMER_CSV_COLUMNS[i])) {
    throw new BulkUploadFailure([
      { line: header!.line, field: 'header', message: `The header must be: ${CUSTOMER_CSV_COLUMNS.join(',')}` },
    ]);
  }
  const rows = body.filter((r) => !(r.fields.length === 1 && r.fields[0]!.trim() === ''));
  if (rows.length === 0) throw new InvalidInputError('The file has no customers below the header');
  if (rows.length > CUSTOMER_IMPORT_MAX_ROWS) {
    throw new InvalidInputError(
      `The file has ${rows.length} customers; at most ${CUSTOMER_IMPORT_MAX_ROWS} can be imported at once`,
    );
  }
  return rows;
}
