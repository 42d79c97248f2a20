/**
 * The living demo on the configured database (the embedded one in DATA_DIR by default, the
 * server's; the command says which, and says so when it has to make one): the four people the
 * README names and a dozen employees, two companies with three months of history (owners, votes,
 * a director, a structure, files, instructions, billing), all made through the API
 * (scripts/lib/demo-seed.ts). Idempotent: what exists is left alone, and a second run says it
 * changed nothing. Sign in at /auth/signin; the SMS code appears at /dev/outbox.
 */
import { loadConfig } from "../server/config";
import { announceDatabase } from "./lib/data-dir";
import { restrictNewFiles, secureDataDir } from "../server/data-dir";
import { DataDirInUseError, openDatabase } from "../server/db/client";
import { BAKERY, DEMO_EMPLOYEES, DEMO_USERS, EMPLOYEE_PASSWORD, MAIN, seedDemo } from "./lib/demo-seed";

restrictNewFiles();
announceDatabase("npm run seed:demo", { existing: false });
const config = loadConfig();
let database;
try {
  database = config.databaseUrl
    ? await openDatabase({ databaseUrl: config.databaseUrl })
    : await openDatabase({ dataDir: config.dataDir });
} catch (error) {
  if (!(error instanceof DataDirInUseError)) throw error;
  // The embedded database belongs to one process: a server running on it would never see the demo.
  console.error(`${error.message}\nStop the server (Ctrl+C), run \`npm run seed:demo\` again, then start it.`);
  process.exit(1);
}
// As the server does once the database is open: PGlite's first start copies its template in with modes of its own.
if (!config.databaseUrl) secureDataDir(config.dataDir);

/** What each of the four sees once signed in. */
const SEES: Record<string, string> = {
  olena_koval: `co-owner (50 %) of ${MAIN.name} and its director: vHold with the owners, the share history, an open name vote her vote decides and iryna_sh's offer of 5 % to accept or decline; the hub's structure (16 roles), files (shared ones too), instructions, team, access, balance and payments; notifications`,
  andrii_melnyk: `co-owner (30 %) of ${MAIN.name} and its finance director (level 2): the open name vote he started, the finance files and the payments instruction he edits, the balance he tops up; platform staff (/knowledge-base/manage)`,
  iryna_sh: `co-owner (20 %) of ${MAIN.name} (her name vote was rejected; she voted against the open one and offered olena_koval 5 %), sole owner and director of ${BAKERY.name}: its hub, structure, files, instructions and billing (Russian interface)`,
  emma_clarke: `marketing manager (level 2) at ${BAKERY.name}: her role's hub, files (Brand folder) and the instruction written for her; an invitation to ${MAIN.name}'s export manager role on /profile (English interface)`,
};

const started = Date.now();
let code = 0;
try {
  const result = await seedDemo({ db: database.db, config, log: (line) => console.log(line) });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.registered.length) console.log(`Registered: ${result.registered.join(", ")}.`);
  for (const company of result.companies)
    console.log(`${company.name}: ${company.made ? "made" : "already here, left as it is"}.`);
  if (result.companiesSkipped)
    console.log(`Not made: ${result.companiesSkipped.names.join(", ")}. Why: ${result.companiesSkipped.reason}`);
  if (result.changed) console.log(`Done in ${seconds} s.`);
  else console.log(result.companiesSkipped ? "Nothing changed." : "The demo is already here: nothing changed.");
  console.log(`\nSign in as (${database.engine}${config.databaseUrl ? "" : ` in ${config.dataDir}`}):\n`);
  console.table(DEMO_USERS.map(({ phone, username, password, language }) => ({ phone, username, password, language })));
  console.log("");
  for (const person of DEMO_USERS) console.log(`${person.username}: ${SEES[person.username]}.`);
  console.log(
    `\nEmployees (password ${EMPLOYEE_PASSWORD}, Ukrainian): ${DEMO_EMPLOYEES.map((p) => `${p.username} ${p.phone}`).join(", ")}.` +
      "\n\nSign in at /auth/signin with the phone; the SMS code is listed at /dev/outbox." +
      "\nandrii_melnyk is platform staff: /knowledge-base/manage (npm run staff -- grant|revoke <phone>).",
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
