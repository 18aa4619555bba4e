/**
 * Migrations for both databases without Payload's interactive prompts, and a check that they are complete.
 *
 *   npx tsx scripts/migration.ts check            exit 1 when the schema differs from the latest snapshot (either database)
 *   npx tsx scripts/migration.ts create <name>    write <timestamp>_<name> for SQLite and PostgreSQL from that difference
 *   npx tsx scripts/migration.ts snapshot <name>  write a migration that changes nothing and records today's schema
 *
 * Payload's `migrate:create` diffs the schema against the newest `*.json` snapshot in the folder. Branches merged side
 * by side each leave a snapshot that knows only their own change, so after a merge the newest snapshot lags the schema
 * although every statement has a migration: `snapshot` records the merged schema once (its up and down do nothing), and
 * `check` (run by tests/unit/migration-snapshot.test.ts) keeps a missing migration or a lagging snapshot from landing.
 *
 * A rename is written as a drop and an add: review the statements, and edit the migration when data must be kept.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import os from "node:os";
import { spawnSync } from "node:child_process";

import { writeMigrationIndex } from "payload";

type Dialect = "sqlite" | "postgres";
type DrizzleKit = {
  generateDrizzleJson: (schema: unknown) => Promise<unknown> | unknown;
  generateMigration: (before: unknown, after: unknown) => Promise<string[]>;
  upSnapshot?: (snapshot: unknown) => unknown;
};
type Snapshot = {
  tables?: Record<string, unknown>;
  enums?: Record<string, unknown>;
};
type Difference = {
  before: Snapshot;
  after: Snapshot;
  up: string[];
  down: string[];
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const migrationsDir = (dialect: Dialect) =>
  path.join(root, "src/payload/migrations", dialect);
const databaseUrls: Record<Dialect, string> = {
  sqlite: "file::memory:",
  postgres:
    process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test",
};

const latestSnapshot = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .at(-1);

/** In a child process per database (the config picks its adapter from DATABASE_URL when it loads): the schema this
 *  code defines and the statements between it and the newest snapshot, as drizzle-kit sees them. */
async function differenceInThisProcess(
  dialect: Dialect,
  out: string,
  withStatements: boolean,
) {
  const step = (what: string) =>
    process.env.MIGRATION_DEBUG && console.error(`[${dialect}] ${what}`);
  step("import payload");
  const { BasePayload } = await import("payload");
  step("import config");
  const { default: config } = await import("../src/payload/payload.config");
  step("init");
  // The schema is built without a connection: nothing is read from or written to either database.
  const payload = await new BasePayload().init({
    config,
    disableDBConnect: true,
    disableOnInit: true,
  });
  const adapter = payload.db as unknown as {
    requireDrizzleKit: () => DrizzleKit;
    schema: unknown;
    defaultDrizzleSnapshot: unknown;
  };
  step("kit");
  const kit = adapter.requireDrizzleKit();
  step("json");
  const after = await kit.generateDrizzleJson(adapter.schema);
  const dir = migrationsDir(dialect);
  const latest = latestSnapshot(dir);
  let before: unknown = latest
    ? JSON.parse(fs.readFileSync(path.join(dir, latest), "utf8"))
    : adapter.defaultDrizzleSnapshot;
  const version = (snapshot: unknown) =>
    Number((snapshot as { version?: string }).version);
  if (kit.upSnapshot && version(before) < version(after))
    before = kit.upSnapshot(before);
  // drizzle-kit asks on a terminal whether a dropped and an added column are a rename: only `create` asks it for statements.
  const up = withStatements ? await kit.generateMigration(before, after) : [];
  const down = withStatements ? await kit.generateMigration(after, before) : [];
  const difference = { before, after, up, down };
  fs.writeFileSync(out, JSON.stringify(difference));
}

function differenceOf(dialect: Dialect, withStatements = false): Difference {
  const out = path.join(
    os.tmpdir(),
    `migration-${dialect}-${process.pid}.json`,
  );
  // Node 20 now and then never finishes importing the CMS's rich-text editor package when the machine is busy (the
  // import hangs with nothing pending and the process exits 13, "unsettled top-level await"; seen on 3 of 6 parallel
  // runs here, never on a quiet one): a fresh process gets past it.
  let child = spawnOnce();
  for (let attempt = 1; child.status === 13 && attempt < 4; attempt++)
    child = spawnOnce();
  if (child.status !== 0 || !fs.existsSync(out))
    throw new Error(
      `${dialect}: could not read the schema (exit ${child.status})`,
    );
  const difference = JSON.parse(fs.readFileSync(out, "utf8")) as Difference;
  fs.rmSync(out, { force: true });
  return difference;

  function spawnOnce() {
    return spawnSync(
      process.execPath,
      [
        ...process.execArgv,
        fileURLToPath(import.meta.url),
        "--difference",
        dialect,
        out,
        withStatements ? "statements" : "schema",
      ],
      {
        stdio: withStatements ? "inherit" : ["ignore", "ignore", "inherit"],
        env: {
          PAYLOAD_SECRET: "migration-only-secret-0123456789abcdef",
          PREVIEW_SECRET: "migration-only-preview-secret-0123456789",
          SITE_ORIGIN: "http://localhost:3000",
          LOG_LEVEL: "warn",
          ...process.env,
          DATABASE_URL: databaseUrls[dialect],
          NEXT_TELEMETRY_DISABLED: "1",
        },
      },
    );
  }
}

const sqlOf = (dialect: Dialect, statements: string[]) => {
  const call = dialect === "sqlite" ? "db.run" : "db.execute";
  return statements
    .map(
      (statement) =>
        `  await ${call}(sql\`${statement.replace(/`/g, "\\`").trim()}\`)`,
    )
    .join("\n");
};

const template = (dialect: Dialect, up: string[], down: string[]) => {
  const pkg =
    dialect === "sqlite" ? "@payloadcms/db-sqlite" : "@payloadcms/db-postgres";
  const uses = up.length || down.length;
  return `import { MigrateUpArgs, MigrateDownArgs${uses ? ", sql" : ""} } from '${pkg}'

export async function up(${up.length ? "{ db }" : "_args"}: MigrateUpArgs): Promise<void> {
${up.length ? sqlOf(dialect, up) : "  // Records the schema only (scripts/migration.ts snapshot): every statement has run in an earlier migration."}
}

export async function down(${down.length ? "{ db }" : "_args"}: MigrateDownArgs): Promise<void> {
${down.length ? sqlOf(dialect, down) : "  // Nothing to undo."}
}
`;
};

const stamp = () => {
  const [day, time] = new Date().toISOString().split("T");
  return `${day.replace(/\D/g, "")}_${time.split(".")[0].replace(/\D/g, "")}`;
};

/** Tables (and PostgreSQL enums) whose definition differs between two snapshots, compared as data. */
function changedTables(before: Snapshot, after: Snapshot) {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === "object"
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([key, entry]) => [key, sorted(entry)]),
          )
        : value;
  const changed: string[] = [];
  for (const part of ["tables", "enums"] as const) {
    const names = new Set([
      ...Object.keys(before[part] ?? {}),
      ...Object.keys(after[part] ?? {}),
    ]);
    for (const name of names) {
      if (
        JSON.stringify(sorted(before[part]?.[name])) !==
        JSON.stringify(sorted(after[part]?.[name]))
      )
        changed.push(name);
    }
  }
  return changed.sort();
}

const [command, rawName, extra, mode] = process.argv.slice(2);
const dialects: Dialect[] = ["sqlite", "postgres"];
let exitCode = 0;
if (command === "--difference") {
  await differenceInThisProcess(
    rawName as Dialect,
    extra,
    mode === "statements",
  );
} else if (command === "check") {
  for (const dialect of dialects) {
    const { before, after } = differenceOf(dialect);
    const pending = changedTables(before, after);
    if (pending.length) {
      exitCode = 1;
      console.error(
        `${dialect}: ${pending.length} table(s) differ from the latest snapshot: ${pending.join(", ")}`,
      );
      console.error(
        "  A migration is missing (scripts/migration.ts create <name>) or, after a merge, the snapshot lags (… snapshot merged).",
      );
    } else console.log(`${dialect}: the migrations match the schema`);
  }
} else if ((command === "create" || command === "snapshot") && rawName) {
  const name = `${stamp()}_${rawName.replace(/\W/g, "_")}`;
  for (const dialect of dialects) {
    const {
      after,
      up: changes,
      down: undo,
    } = differenceOf(dialect, command === "create");
    const up = command === "create" ? changes : [];
    const down = command === "create" ? undo : [];
    if (command === "create" && !up.length) {
      console.log(`${dialect}: no change to migrate`);
      continue;
    }
    const dir = migrationsDir(dialect);
    fs.writeFileSync(
      path.join(dir, `${name}.json`),
      JSON.stringify(after, null, 2),
    );
    fs.writeFileSync(path.join(dir, `${name}.ts`), template(dialect, up, down));
    writeMigrationIndex({ migrationsDir: dir });
    console.log(
      `${dialect}: wrote ${path.relative(root, path.join(dir, name))}.ts (${up.length} statement(s))`,
    );
  }
} else {
  console.error(
    "usage: npx tsx scripts/migration.ts check | create <name> | snapshot <name>",
  );
  exitCode = 2;
}
process.exit(exitCode);
