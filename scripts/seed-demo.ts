/**
 * A demo data set on the configured database (the embedded one in DATA_DIR by default, the
 * server's; the command says which, and says so when it has to make one):
 * a few users with known phones and passwords. Idempotent: existing phones are left alone.
 * Sign in as any of them at /auth/signin; the SMS code appears at /dev/outbox.
 */
import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { loadConfig } from "../server/config";
import { announceDatabase } from "./lib/data-dir";
import { restrictNewFiles } from "../server/data-dir";
import { DataDirInUseError, openDatabase } from "../server/db/client";
import { users } from "../server/db/schema";
import { seedKnowledgeBase } from "../server/modules/knowledge/seed";

// Numbers of their own: the README's and the sign-in hint's example (67 123 45 67) stays a new
// number that leads to registration.
const DEMO_USERS = [
  { phone: "+380500000101", name: "Олена", surname: "Коваль", username: "olena_koval", password: "Demo#Olena2026", language: "uk" },
  { phone: "+380670000102", name: "Андрій", surname: "Мельник", username: "andrii_melnyk", password: "Demo#Andrii2026", language: "uk" },
  { phone: "+380930000103", name: "Ирина", surname: "Шевченко", username: "iryna_sh", password: "Demo#Iryna2026", language: "ru" },
  { phone: "+447400000104", name: "Emma", surname: "Clarke", username: "emma_clarke", password: "Demo#Emma2026", language: "en" },
] as const;

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
  // The embedded database belongs to one process: a server running on it would never see these users.
  console.error(`${error.message}\nStop the server (Ctrl+C), run \`npm run seed:demo\` again, then start it.`);
  process.exit(1);
}
try {
  for (const user of DEMO_USERS) {
    await database.db
      .insert(users)
      .values({
        phone: user.phone,
        name: user.name,
        surname: user.surname,
        username: user.username,
        language: user.language,
        passwordHash: await hash(user.password),
      })
      .onConflictDoNothing();
  }
  // Andrii is platform staff, so the knowledge base can be edited from the demo right away.
  await database.db.update(users).set({ isStaff: true }).where(eq(users.phone, DEMO_USERS[1].phone));
  const seeded = await seedKnowledgeBase(database.db);
  console.log(seeded ? "Knowledge base: filled with the product's help." : "Knowledge base: already has content, left as it is.");
  console.log(`Demo users (${database.engine}${config.databaseUrl ? "" : ` in ${config.dataDir}`}):\n`);
  console.table(DEMO_USERS.map(({ phone, username, password, language }) => ({ phone, username, password, language })));
  console.log("\nSign in at /auth/signin with the phone; the SMS code is listed at /dev/outbox.");
  console.log("andrii_melnyk is platform staff: /knowledge-base/manage (npm run staff -- grant|revoke <phone>).");
} finally {
  await database.close();
}
