import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServices, loadConfig, sqliteMigrations, verifyPassword, withOrmContext } from '@qafila/api';
import { FEATURE_KEYS } from '@qafila/contracts';
import { describe, expect, it } from 'vitest';
import { cliHarness } from './test-harness.ts';

const harness = (stdin = '') => cliHarness({ stdin });

async function adminPasswordMatches(env: Record<string, string>, password: string) {
  const services = await createServices(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
  try {
    const row = await services.orm.em
      .fork()
      .getConnection()
      .execute<{ password_hash: string }[]>("select password_hash from users where username = 'admin'");
    return verifyPassword(password, row[0]!.password_hash);
  } finally {
    await services.close();
  }
}

describe('qafila', () => {
  it('migrates, seeds once, lists users and reseeds with --reset', async () => {
    const h = harness();
    expect(await h.run('db', 'migrate')).toBe(0);
    expect(h.out.at(-1)).toBe(`Database is up to date (${sqliteMigrations.length} migrations applied).`);
    expect(await h.run('db', 'seed')).toBe(0);
    expect(h.out.at(-1)).toMatch(/Seeded 2 organizations, 3 users, 8 shipments/);
    expect(await h.run('db', 'seed')).toBe(0);
    expect(h.out.at(-1)).toMatch(/already present/);

    expect(await h.run('users', 'list', '--json')).toBe(0);
    const users = JSON.parse(h.out.at(-1)!);
    expect(users.map((u: { username: string }) => u.username)).toEqual(['demo', 'admin', 'ops']);
    expect(users[0]).toMatchObject({ id: 1, role: 'customer', organization: 'demo' });
    expect(JSON.stringify(users)).not.toMatch(/password|scrypt/i);

    expect(await h.run('users', 'list')).toBe(0);
    expect(h.out.at(-1)).toMatch(/^ID\s+USERNAME\s+ROLE/);
    expect(h.out.at(-1)).toMatch(/admin\s+super_admin\s+platform/);

    expect(await h.run('db', 'seed', '--reset')).toBe(0);
    expect(h.out).toContain('Database reset.');
    expect(h.out.at(-1)).toMatch(/Seeded 2 organizations/);
  });

  it('sets the admin password from stdin or an option, enforcing the policy', async () => {
    const h = harness('a brand new admin password\n');
    await h.run('db', 'seed');
    expect(await h.run('admin', 'set-password', '--password-stdin')).toBe(0);
    expect(await adminPasswordMatches(h.env, 'a brand new admin password')).toBe(true);

    expect(await h.run('admin', 'set-password', '--password', 'short')).toBe(1);
    expect(h.err.at(-1)).toBe('error: password must be at least 12 characters');
    expect(await h.run('admin', 'set-password', '-u', 'adminadminadmin', '--password', 'adminadminadmin')).toBe(1);
    expect(h.err.at(-1)).toBe('error: password must not be the same as the username');
    expect(await h.run('admin', 'set-password', '-u', 'demo', '--password', 'long enough password')).toBe(1);
    expect(h.err.at(-1)).toBe("error: no super admin named 'demo'");
    expect(await h.run('admin', 'set-password')).toBe(2);
    expect(await adminPasswordMatches(h.env, 'a brand new admin password')).toBe(true);
  });

  it('turns off two-factor sign-in for a user who lost their phone, super admin included, and audits it', async () => {
    const h = harness();
    await h.run('db', 'seed');
    const sql = async (query: string) => {
      const services = await h.services();
      try {
        return await services.orm.em.fork().getConnection().execute<Record<string, unknown>[]>(query);
      } finally {
        await services.close();
      }
    };
    await sql(
      "update users set totp_secret = 'JBSWY3DPEHPK3PXP', totp_enabled_at = '2026-11-24T10:00:00.000Z', recovery_codes = '[\"x\"]' where username in ('demo', 'admin')",
    );
    for (const username of ['demo', 'admin']) {
      expect(await h.run('users', 'two-factor-off', username)).toBe(0);
      expect(h.out.at(-1)).toBe(
        `Two-factor sign-in of '${username}' is off: they sign in with their password and can turn it on again.`,
      );
    }
    expect(
      await sql(
        "select totp_secret, totp_pending_secret, totp_enabled_at, recovery_codes from users where username in ('demo', 'admin')",
      ),
    ).toEqual([
      { totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, recovery_codes: null },
      { totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, recovery_codes: null },
    ]);
    expect(await sql("select actor_username from audit_entries where action = 'two-factor.reset'")).toEqual([
      { actor_username: 'cli' },
      { actor_username: 'cli' },
    ]);
    expect(await h.run('users', 'two-factor-off', 'demo')).toBe(0);
    expect(h.out.at(-1)).toBe("Two-factor sign-in of 'demo' was not on.");
    expect(await h.run('users', 'two-factor-off', 'nobody')).toBe(1);
    expect(h.err.at(-1)).toBe("error: no user named 'nobody'");
  });

  it('exits 2 with help on usage errors and 0 on --help', async () => {
    const h = harness();
    expect(await h.run('nonsense')).toBe(2);
    expect(h.err.join('\n')).toMatch(/unknown command 'nonsense'/);
    expect(await h.run('users', 'list', '--bogus')).toBe(2);
    expect(await h.run('--help')).toBe(0);
    expect(h.out.join('\n')).toMatch(/Usage: qafila/);
    expect(await h.run('users', 'list', '--help')).toBe(0);
    expect(h.out.join('\n')).toMatch(/Examples:/);
  });

  it('reports bad configuration with exit 1 and the variable name', async () => {
    const h = harness();
    h.env.DATABASE_URL = 'mysql://nope';
    expect(await h.run('users', 'list')).toBe(1);
    expect(h.err.at(-1)).toMatch(/DATABASE_URL: must start with sqlite: or postgres:\/\//);
  });
});

describe('qafila leads', () => {
  it('lists and exports the demo requests sent through the API', async () => {
    const h = harness();
    await h.run('db', 'seed');
    expect(await h.run('leads', 'list')).toBe(0);
    expect(h.out.at(-1)).toBe('No demo requests yet.');
    const services = await h.services();
    // Services work in a unit of work of their own, as each request and CLI command does.
    await withOrmContext(services.orm.em, async () => {
      await services.contact.submit(
        { name: 'Omar', company: '=HYPERLINK("x")', email: 'omar@example.ae', message: 'Hello, "world"' },
        'en',
      );
      await services.contact.submit(
        { name: 'عمر الهاشمي', company: 'قافلة', email: 'omar2@example.ae', message: '@SUM(1)' },
        'ar',
      );
    });
    await services.close();

    expect(await h.run('leads', 'list')).toBe(0);
    expect(h.out.at(-1)).toMatch(/omar@example\.ae/);
    expect(await h.run('leads', 'list', '--json')).toBe(0);
    expect(JSON.parse(h.out.at(-1)!)).toContainEqual(
      expect.objectContaining({ name: 'Omar', email: 'omar@example.ae' }),
    );

    expect(await h.run('leads', 'export', '--format', 'csv')).toBe(0);
    // The shared CSV writer: a UTF-8 BOM (Excel then reads Arabic), CRLF, formula cells prefixed with a quote.
    const csv = h.out.at(-1)!.split('\r\n');
    expect(csv[0]).toBe('\uFEFFid,createdAt,name,company,email,companySize,message,language,consent');
    const omar = csv.find((l) => l.includes('omar@example.ae'))!;
    expect(omar).toContain(`"'=HYPERLINK(""x"")"`);
    expect(omar).toContain('"Hello, ""world"""');
    const arabic = csv.find((l) => l.includes('omar2@example.ae'))!;
    expect(arabic).toContain(',عمر الهاشمي,قافلة,');
    expect(arabic).toContain(",'@SUM(1),ar,");
    expect(await h.run('leads', 'export', '--format', 'xml')).toBe(2);
    expect(h.err.at(-1)).toMatch(/--format must be csv or json/);
  });
});

describe('qafila management commands', () => {
  it('admin create, users create|update|delete|set-password', async () => {
    const h = harness('stdin password long\n');
    await h.run('db', 'seed');
    expect(
      await h.run('admin', 'create', '-u', 'ops.lead', '-e', 'ops.lead@qafila.ae', '--password-stdin', '--json'),
    ).toBe(0);
    expect(JSON.parse(h.out.at(-1)!)).toMatchObject({ username: 'ops.lead' });
    expect(await h.run('admin', 'create', '-u', 'ops.lead', '--password', 'another long password')).toBe(1);
    expect(h.err.at(-1)).toBe('error: A user with this username already exists');
    expect(await h.run('admin', 'create', '-u', 'x.admin')).toBe(2);

    expect(
      await h.run(
        'users',
        'create',
        '-u',
        'mariam',
        '-e',
        'mariam@gulf.ae',
        '--company',
        'Gulf Traders',
        '--enterprise',
        '--password',
        'a long enough password',
        '--json',
      ),
    ).toBe(0);
    const user = JSON.parse(h.out.at(-1)!);
    expect(user).toMatchObject({ username: 'mariam', planType: 'enterprise', isEnterprise: true });
    expect(
      await h.run('users', 'create', '-u', 'mariam2', '-e', 'mariam@gulf.ae', '--password', 'a long enough password'),
    ).toBe(1);
    expect(h.err.at(-1)).toBe('error: A user with this email already exists');
    expect(await h.run('users', 'create', '-u', 'short', '-e', 's@x.ae', '--password', 'short')).toBe(1);

    expect(await h.run('users', 'update', String(user.id), '--plan', 'professional')).toBe(0);
    expect(h.out.at(-1)).toBe(`Updated user #${user.id} 'mariam'.`);
    expect(await h.run('users', 'update', String(user.id), '--plan', 'gold')).toBe(1);
    expect(await h.run('users', 'update', 'abc')).toBe(2);
    expect(await h.run('users', 'update', '9999', '--name', 'x')).toBe(1);
    expect(h.err.at(-1)).toBe('error: User not found');

    expect(await h.run('users', 'set-password', 'mariam', '--password-stdin')).toBe(0);
    expect(await h.run('users', 'set-password', 'nobody', '--password', 'long enough password')).toBe(1);
    expect(await h.run('users', 'delete', String(user.id))).toBe(0);
    expect(await h.run('users', 'delete', String(user.id))).toBe(1);
    // The demo customer owns shipments.
    expect(await h.run('users', 'delete', '1')).toBe(1);
    expect(h.err.at(-1)).toMatch(/still owns shipments/);

    expect(await h.run('audit', 'list', '--json')).toBe(0);
    const actions = JSON.parse(h.out.at(-1)!).map(
      (e: { action: string; actor: { username: string } }) => `${e.actor.username}:${e.action}`,
    );
    expect(actions).toEqual([
      'cli:user.delete',
      'cli:user.set-password',
      'cli:user.update',
      'cli:user.create',
      'cli:admin.create',
    ]);
    expect(await h.run('audit', 'list', '--action', 'user.*', '--limit', '2')).toBe(0);
    expect(h.out.at(-1)).toMatch(/user\.delete/);
    expect(await h.run('audit', 'list', '--limit', '0')).toBe(2);
  });

  it('features list|assign|revoke, plans list, orgs, subscriptions list, stats', async () => {
    const h = harness();
    await h.run('db', 'seed');
    expect(await h.run('features', 'list')).toBe(0);
    expect(h.out.at(-1)).toMatch(/fleet-management\s+Fleet Management\s+core\s+yes/);
    expect(await h.run('features', 'assign', '1', 'fleet-management')).toBe(0);
    expect(h.out.at(-1)).toBe('Fleet Management assigned successfully');
    expect(await h.run('features', 'assign', '1', 'nope')).toBe(1);
    expect(h.err.at(-1)).toBe('error: Feature not found');
    expect(await h.run('features', 'revoke', '1', 'fleet-management')).toBe(0);
    expect(await h.run('features', 'revoke', '1', 'fleet-management')).toBe(1);

    expect(await h.run('plans', 'list')).toBe(0);
    expect(h.out.at(-1)).toMatch(/starter\s+Starter\s+299\s+1,000/);
    expect(h.out.at(-1)).toMatch(/custom\s+Custom\s+contact sales/);

    expect(
      await h.run(
        'orgs',
        'create',
        '--name',
        'Gulf Star',
        '--subdomain',
        'gulfstar',
        '--admin-email',
        'noura@gulfstar.ae',
        '--tier',
        'professional',
      ),
    ).toBe(0);
    expect(h.out.at(-1)).toMatch(/First admin \(password shown once\): noura \/ \S+/);
    expect(await h.run('orgs', 'create', '--name', 'X', '--subdomain', 'admin', '--admin-email', 'x@x.ae')).toBe(1);
    expect(h.err.at(-1)).toBe('error: subdomain: this subdomain is reserved');
    expect(await h.run('orgs', 'create', '--name', 'X')).toBe(2);
    expect(await h.run('orgs', 'list', '--json')).toBe(0);
    const org = JSON.parse(h.out.at(-1)!).find((o: { subdomain: string }) => o.subdomain === 'gulfstar');
    expect(org).toMatchObject({ subscriptionTier: 'professional', status: 'active', userCount: 1 });
    expect(await h.run('orgs', 'suspend', String(org.id))).toBe(0);
    expect(h.out.at(-1)).toBe(`Organization #${org.id} 'Gulf Star' is now suspended.`);
    expect(await h.run('orgs', 'reactivate', String(org.id))).toBe(0);
    expect(await h.run('orgs', 'brand', String(org.id), '--color', '#C2410C', '--display-name', 'Gulf Star')).toBe(0);
    expect(h.out.at(-1)).toMatch(/"primaryColor":"#c2410c"/);
    expect(await h.run('orgs', 'brand', String(org.id), '--color', 'orange')).toBe(1);
    expect(await h.run('orgs', 'cancel', String(org.id))).toBe(0);
    expect(await h.run('orgs', 'cancel', String(org.id))).toBe(1);
    expect(await h.run('orgs', 'list')).toBe(0);
    expect(h.out.at(-1)).toMatch(/gulfstar\s+professional\s+cancelled/);

    expect(await h.run('subscriptions', 'list', '--json')).toBe(0);
    const subs = JSON.parse(h.out.at(-1)!);
    expect(subs.map((s: { organizationName: string; status: string }) => `${s.organizationName}:${s.status}`)).toEqual([
      'Qafila Demo Logistics:active',
      'Gulf Star:cancelled',
    ]);
    expect(await h.run('subscriptions', 'list')).toBe(0);
    // The demo organization is seeded on Custom (no limits, priced by sales: 0 a month).
    expect(h.out.at(-1)).toMatch(/Qafila Demo Logistics\s+custom\s+active\s+0\s/);

    expect(await h.run('stats', '--json')).toBe(0);
    expect(JSON.parse(h.out.at(-1)!)).toMatchObject({
      organizations: 3,
      users: 4,
      shipments: 8,
      totalFeatures: FEATURE_KEYS.length,
    });
    expect(await h.run('stats')).toBe(0);
    // The demo organization (Custom, priced by sales) is the one active subscription; Gulf Star is cancelled.
    expect(h.out.at(-1)).toMatch(/Monthly recurring revenue: \$0 \(1 active subscriptions, churn 50%\)/);
  });

  it('db seed --shipments N generates realistic shipments with progress and rate; db reset needs --yes', async () => {
    const progress: string[] = [];
    const h = cliHarness({ progress: (s) => progress.push(s) });
    expect(await h.run('db', 'seed', '--shipments', '2500')).toBe(0);
    expect(h.out.at(-1)).toMatch(
      /^Generated 2500 shipments \(\d+ events, \d+ documents\) in [\d.]+ s — \d+ shipments\/s\.$/,
    );
    expect(progress.at(-2)).toMatch(/\[#+\] 100% 2500\/2500/);
    expect(await h.run('stats', '--json')).toBe(0);
    expect(JSON.parse(h.out.at(-1)!).shipments).toBe(2508);
    expect(await h.run('db', 'seed', '--shipments', '0')).toBe(2);
    expect(await h.run('db', 'seed', '--shipments', '5', '--organization', 'nowhere')).toBe(1);

    expect(await h.run('db', 'reset')).toBe(2);
    expect(h.err.at(-1)).toMatch(/confirm with --yes/);
    // Uploaded files go with the rows that referred to them.
    mkdirSync(join(h.dataDir, 'files', 'documents', '1'), { recursive: true });
    writeFileSync(join(h.dataDir, 'files', 'documents', '1', 'uploaded'), '%PDF-1.4');
    expect(await h.run('db', 'reset', '--yes')).toBe(0);
    expect(h.out).toContain('Database reset.');
    expect(existsSync(join(h.dataDir, 'files'))).toBe(false);
    expect(await h.run('stats', '--json')).toBe(0);
    expect(JSON.parse(h.out.at(-1)!).shipments).toBe(8);
  });

  it('every command has --help with examples', async () => {
    const h = harness();
    const commands = [
      ['admin', 'create'],
      ['users', 'create'],
      ['users', 'update'],
      ['users', 'delete'],
      ['users', 'set-password'],
      ['features', 'list'],
      ['features', 'assign'],
      ['features', 'revoke'],
      ['orgs', 'list'],
      ['orgs', 'create'],
      ['orgs', 'suspend'],
      ['orgs', 'reactivate'],
      ['orgs', 'cancel'],
      ['orgs', 'brand'],
      ['plans', 'list'],
      ['subscriptions', 'list'],
      ['audit', 'list'],
      ['stats'],
      ['db', 'reset'],
      ['db', 'seed'],
      ['fleet', 'vehicles', 'list'],
      ['fleet', 'vehicles', 'import'],
      ['fleet', 'drivers', 'list'],
      ['retention', 'run'],
    ];
    for (const c of commands) {
      h.out.length = 0;
      expect(await h.run(...c, '--help'), c.join(' ')).toBe(0);
      expect(h.out.join('\n'), c.join(' ')).toMatch(/Example/);
    }
  });
});

describe('qafila fleet', () => {
  const HEADER =
    'make,model,year,emirate,licensePlate,vehicleType,fuelType,capacityKg,capacityM3,mileageKm,registrationExpiry,insuranceExpiry';
  const csvFile = (dir: string, name: string, ...lines: string[]) => {
    const file = join(dir, name);
    writeFileSync(file, `${lines.join('\r\n')}\r\n`);
    return file;
  };
  const plates = async (h: ReturnType<typeof harness>) => {
    expect(await h.run('fleet', 'vehicles', 'list', '--json')).toBe(0);
    return (JSON.parse(h.out.at(-1)!) as { licensePlate: string }[]).map((v) => v.licensePlate);
  };

  it('lists the seeded demo fleet as a table or JSON, by organization and status', async () => {
    const h = harness();
    await h.run('db', 'seed');
    expect(h.out.at(-1)).toMatch(/12 vehicles, 8 drivers\.$/);
    expect(await plates(h)).toHaveLength(12);
    expect(await h.run('fleet', 'vehicles', 'list', '--org', 'demo', '--status', 'maintenance', '--json')).toBe(0);
    expect(JSON.parse(h.out.at(-1)!)).toMatchObject([{ make: 'Hino', status: 'maintenance', lastService: {} }]);
    expect(await h.run('fleet', 'vehicles', 'list')).toBe(0);
    expect(h.out.at(-1)).toMatch(/^ID\s+PLATE\s+EMIRATE\s+VEHICLE/);
    expect(h.out.at(-1)).toMatch(/F 38215\s+dubai\s+Mitsubishi Fuso Canter 4\.2 2022\s+light_truck/);

    expect(await h.run('fleet', 'drivers', 'list', '--json')).toBe(0);
    const drivers = JSON.parse(h.out.at(-1)!) as { name: string; totalTrips: number }[];
    expect(drivers).toHaveLength(8);
    expect(drivers.map((d) => d.name)).toContain('Khalid Al Mansoori');
    expect(await h.run('fleet', 'drivers', 'list', '--status', 'off_duty')).toBe(0);
    expect(h.out.at(-1)).toMatch(/^ID\s+NAME\s+LICENCE/);
    expect(h.out.at(-1)).toMatch(/Bashir Ahmad Noori/);

    expect(await h.run('fleet', 'vehicles', 'list', '--org', 'platform')).toBe(0);
    expect(h.out.at(-1)).toBe('No vehicles.');
    expect(await h.run('fleet', 'vehicles', 'list', '--org', 'nowhere')).toBe(1);
    expect(h.err.at(-1)).toBe("error: no organization has the subdomain 'nowhere'");
    expect(await h.run('fleet', 'drivers', 'list', '--status', 'asleep')).toBe(2);
  });

  it('imports vehicles from CSV all or nothing, with the API’s plate rules, a dry run and JSON', async () => {
    const h = harness();
    await h.run('db', 'seed');
    const good = csvFile(
      h.dataDir,
      'good.csv',
      HEADER,
      'Isuzu,NPR,2023,dubai,b-52731,light_truck,diesel,4500,20,15000,2027-05-31,2027-06-30',
      'Toyota,Hiace,2024,sharjah,4  20418,van,petrol,1200,9.3,,2027-01-15,2027-01-20',
    );

    expect(await h.run('fleet', 'vehicles', 'import', good, '--org', 'demo', '--dry-run')).toBe(0);
    expect(h.out.at(-1)).toBe("Dry run: 2 vehicles valid for 'demo'; nothing was written.");
    expect(await plates(h)).toHaveLength(12);

    expect(await h.run('fleet', 'vehicles', 'import', good, '--org', 'demo', '--json')).toBe(0);
    expect(JSON.parse(h.out.at(-1)!)).toMatchObject({
      organization: 'demo',
      dryRun: false,
      imported: 2,
      vehicles: [
        { licensePlate: 'B 52731', mileageKm: 15000, status: 'active' },
        { licensePlate: '4 20418', emirate: 'sharjah', mileageKm: 0 },
      ],
    });
    expect(await plates(h)).toEqual(expect.arrayContaining(['B 52731', '4 20418']));
    expect(await plates(h)).toHaveLength(14);
    const one = csvFile(
      h.dataDir,
      'one.csv',
      'registrationExpiry,insuranceExpiry,make,model,year,emirate,licensePlate,vehicleType,fuelType,capacityKg,capacityM3,status',
      '2027-02-28,2027-03-31,Hino,300,2021,ras_al_khaimah,r 808,light_truck,diesel,4000,19,maintenance',
    );
    expect(await h.run('fleet', 'vehicles', 'import', one, '--org', 'demo')).toBe(0);
    expect(h.out.at(-1)).toBe("Imported 1 vehicle into 'demo': R 808.");
    expect(await h.run('fleet', 'vehicles', 'list', '--status', 'maintenance', '--json')).toBe(0);
    expect(JSON.parse(h.out.at(-1)!).map((v: { licensePlate: string }) => v.licensePlate)).toEqual([
      'K 63017',
      'R 808',
    ]);

    // The same file again: its plates are taken now; each line says so and nothing is added.
    expect(await h.run('fleet', 'vehicles', 'import', good, '--org', 'demo')).toBe(1);
    expect(h.out.at(-1)).toMatch(/^line 2: .*B 52731\nline 3: .*4 20418$/);
    expect(h.err.at(-1)).toBe('error: 2 problems on 2 lines; nothing was imported');

    // One bad row among good ones (a plate not of its emirate, a repeated plate, a short row): nothing imported.
    const bad = csvFile(
      h.dataDir,
      'bad.csv',
      HEADER,
      'Hino,300,2022,ajman,H 7001,light_truck,diesel,4000,19,1000,2027-05-31,2027-06-30',
      'Hino,300,2022,abu_dhabi,AB 123,light_truck,diesel,4000,19,1000,2027-05-31,2027-06-30',
      'Hino,300,2022,ajman,h-7001,light_truck,diesel,4000,19,1000,2027-05-31,2027-06-30',
      'Hino,300,2022,ajman,J 9,light_truck,diesel,-5,19,1000,2027-05-31,2027-06-30',
      'Hino,300',
    );
    expect(await h.run('fleet', 'vehicles', 'import', bad, '--org', 'demo', '--json')).toBe(1);
    const report = JSON.parse(h.out.at(-1)!);
    expect(report).toMatchObject({ organization: 'demo', dryRun: false, imported: 0 });
    expect(report.errors).toEqual([
      { line: 3, message: expect.stringMatching(/licensePlate is not a Abu Dhabi plate/) },
      { line: 4, message: 'licensePlate H 7001 is on line 2 too' },
      { line: 5, message: expect.stringMatching(/capacityKg must be greater than 0/) },
      { line: 6, message: 'expected 12 fields, found 2' },
    ]);
    expect(h.err.at(-1)).toBe('error: 4 problems on 4 lines; nothing was imported');
    expect(await plates(h)).toHaveLength(15);
  });

  it('refuses a file it cannot read whole, and needs --org', async () => {
    const h = harness();
    await h.run('db', 'seed');
    const header = csvFile(h.dataDir, 'header.csv', 'make,model,colour');
    expect(await h.run('fleet', 'vehicles', 'import', header, '--org', 'demo')).toBe(1);
    expect(h.err.at(-1)).toMatch(
      /^error: line 1: the header has unknown columns colour; missing columns year, emirate/,
    );
    const empty = csvFile(h.dataDir, 'empty.csv', HEADER);
    expect(await h.run('fleet', 'vehicles', 'import', empty, '--org', 'demo')).toBe(1);
    expect(h.err.at(-1)).toBe('error: the file has no vehicles below the header');
    const quote = csvFile(h.dataDir, 'quote.csv', HEADER, 'Isuzu,"NPR,2023');
    expect(await h.run('fleet', 'vehicles', 'import', quote, '--org', 'demo')).toBe(1);
    expect(h.err.at(-1)).toBe('error: line 2: a quoted field is not closed; nothing was imported');
    expect(await h.run('fleet', 'vehicles', 'import', join(h.dataDir, 'missing.csv'), '--org', 'demo')).toBe(1);
    expect(h.err.at(-1)).toMatch(/^error: cannot read .*missing\.csv/);
    expect(await h.run('fleet', 'vehicles', 'import', header)).toBe(2);
    expect(await plates(h)).toHaveLength(12);
  });
});
