/**
 * A demo data set on the configured database (the embedded one in DATA_DIR by default):
 * a few users with known phones and passwords. Idempotent: existing phones are left alone.
 * Sign in as any of them at /auth/signin; the SMS code appears at /dev/outbox.
 */
import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { users } from "../server/db/schema";
import { seedKnowledgeBase } from "../server/modules/knowledge/seed";

const DEMO_USERS = [
  { phone: "+380501234567", name: "Олена", surname: "Коваль", username: "olena_koval", password: "Demo#Olena2026", language: "uk" },
  { phone: "+380671234567", name: "Андрій", surname: "Мельник", username: "andrii_melnyk", password: "Demo#Andrii2026", language: "uk" },
  { phone: "+380931234567", name: "Ирина", surname: "Шевченко", username: "iryna_sh", password: "Demo#Iryna2026", language: "ru" },
  { phone: "+447400123456", name: "Emma", surname: "Clarke", username: "emma_clarke", password: "Demo#Emma2026", language: "en" },
] as const;

const config = loadConfig();
const database = config.databaseUrl
  ? await openDatabase({ databaseUrl: config.databaseUrl })
  : await openDatabase({ dataDir: config.dataDir });
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
  await database.db.update(users).set({ isStaff: true }).where(eq(users.phone, "+380671234567"));
  const seeded = await seedKnowledgeBase(database.db);
  console.log(seeded ? "Knowledge base: filled with the product's help." : "Knowledge base: already has content, left as it is.");
  console.log(`Demo users (${database.engine}${config.databaseUrl ? "" : ` in ${config.dataDir}`}):\n`);
  console.table(DEMO_USERS.map(({ phone, username, password, language }) => ({ phone, username, password, language })));
  console.log("\nSign in at /auth/signin with the phone; the SMS code is listed at /dev/outbox.");
  console.log("andrii_melnyk is platform staff: /knowledge-base/manage (npm run staff -- grant|revoke <phone>).");
} finally {
  await database.close();
}
