/**
 * Platform staff (the authors of the knowledge base), on the configured database: the embedded
 * one in DATA_DIR (the server's; the command says which, and refuses a directory without one),
 * or DATABASE_URL. The only way to set the flag; no API call can.
 *
 *   npm run staff -- grant +380671234567
 *   npm run staff -- revoke +380671234567
 *   npm run staff -- list
 *
 * The embedded database is opened by one process at a time: stop the server first (not needed
 * with PostgreSQL). The person's next page load sees the change.
 */
import { loadConfig } from "../server/config";
import { announceDatabase } from "./lib/data-dir";
import { openDatabase } from "../server/db/client";
import { StaffService } from "../server/modules/staff/service";

const [command, phone] = process.argv.slice(2);
if (!["grant", "revoke", "list"].includes(command ?? "") || (command !== "list" && !phone)) {
  console.error(
    "usage: npm run staff -- grant <phone> | revoke <phone> | list   (phone in international form: +380671234567)",
  );
  process.exit(64); // EX_USAGE
}

// Only the server's own database: a name granted in a fresh one would reach nobody.
announceDatabase(`npm run staff -- ${command}${phone ? ` ${phone}` : ""}`, { existing: true });
const config = loadConfig();
const database = config.databaseUrl
  ? await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 })
  : await openDatabase({ dataDir: config.dataDir });
const staff = new StaffService(database.db);
let code = 0;
try {
  if (command === "list") {
    const people = await staff.list();
    console.log(people.length ? people.map((p) => `${p.phone}  ${p.username}`).join("\n") : "No platform staff.");
  } else {
    const done = await staff.setStaff(phone, command === "grant");
    if (done) console.log(`${phone}: ${command === "grant" ? "now platform staff" : "no longer platform staff"}.`);
    else {
      console.error(`No account has the phone ${phone}. The person registers first.`);
      code = 1;
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
