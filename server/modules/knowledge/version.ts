import { sql } from "drizzle-orm";
import { knowledgeBaseVersion } from "../../db/schema";

/**
 * The knowledge base's change counter as a column of any statement, as text on both engines
 * (null before the first change). The service keeps its tree while it stands; the web server's
 * requests read it with their session check (person-header.ts), others in a statement of its own.
 */
export const KNOWLEDGE_VERSION_COLUMN = sql`(select ${knowledgeBaseVersion.version}::text from ${knowledgeBaseVersion})`;

/** The counter as a request keeps it: "none" while no change was ever counted (no row yet). */
export const knowledgeVersion = (raw: string | null | undefined): string => raw ?? "none";
