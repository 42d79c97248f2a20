import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../server/db/client";

/** Live nodes in the large role in all (issue 22: "a folder with 100,000 nodes in the role"). */
export const LARGE_ROLE_NODES = 100_000;
/** The subfolders of the large role's "big-neighbours", which hold the rest of its nodes. */
const NEIGHBOUR_FOLDERS = 1_000;
/** A listed folder: 10 folders and 90 files, each file with a confirmed stored object. */
const LISTED_FOLDERS = 10;
const LISTED_FILES = 90;
/** The small role's other folder's files: about 200 nodes in that role in all. */
const SMALL_OTHER_FILES = 98;

export interface FilesSeed {
  /** The person who acts in both roles (the bench signs in as them). */
  personId: string;
  /** The role with 100,000 live nodes (the vhub section's director role). */
  largeRoleId: string;
  /** Companies not to take the small role from (their pages are measured by other sections). */
  avoidCompanyIds: string[];
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/**
 * The files section's data (issue 22's scale check), in a few set-based statements: in the large
 * role, a folder "large" of 100 nodes beside "big-neighbours", whose 1,000 subfolders hold the
 * rest of the role's 100,000 live nodes; in a small role (the person made director of another of
 * their companies), a folder "small" of 100 nodes beside one more of 98 files: about 200 in all.
 * Both listed folders hold the same: 10 folders, then 90 files each with a confirmed object.
 * Node ids are derived from the role and the node's place (as scripts/lib/seed-ownership.ts
 * derives its ids), so children name their parent without a lookup. Returns the two roles and
 * the folders to list.
 */
export async function seedFiles(db: Database, seed: FilesSeed) {
  // An md5 made a valid version-4 UUID, from the role and a key (a path of keys below it).
  const nodeId = (role: string, key: string) =>
    sql.raw(`overlay(overlay(md5(${role}::text || ':' || ${key}) placing '4' from 13) placing '8' from 17)::uuid`);
  const [large] = rowsOf<{ company_id: string }>(
    await db.execute(sql`select company_id from roles where id = ${seed.largeRoleId}`),
  );
  if (!large) throw new Error("the files section's large role is not there");
  // The small role: the vacant director's role (the vhub seed's) of another of the person's companies.
  const avoid = `{${[large.company_id, ...seed.avoidCompanyIds].join(",")}}`;
  const [small] = rowsOf<{ id: string; company_id: string }>(
    await db.execute(sql`
      update roles r set user_id = ${seed.personId}, updated_at = now()
      where r.id = (
        select r2.id from owners o join roles r2 on r2.company_id = o.company_id and r2.level = 1 and not r2.is_archived and r2.user_id is null
        where o.user_id = ${seed.personId} and o.left_at is null and o.company_id <> all(${avoid}::uuid[])
        order by o.company_id limit 1)
      returning r.id, r.company_id`),
  );
  if (!small)
    throw new Error(
      "no company of the person's has a vacant director's role for the files section (the vhub seed makes them)",
    );
  const roles = [
    {
      role: seed.largeRoleId,
      company: large.company_id,
      listed: "large",
      other: "big-neighbours",
      otherFolders: NEIGHBOUR_FOLDERS,
    },
    { role: small.id, company: small.company_id, listed: "small", other: "other", otherFolders: 0 },
  ];
  // The large role's files in "big-neighbours": what is left of 100,000 after the listed folder
  // (itself, 10 folders, 90 files), "big-neighbours" and its subfolders.
  const neighbourFiles = LARGE_ROLE_NODES - (1 + LISTED_FOLDERS + LISTED_FILES) - 1 - NEIGHBOUR_FOLDERS;
  /** (role, company, parent key, how many, subfolders to spread them over: 0 for the parent itself) */
  type Part = [role: string, company: string, key: string, count: number, spread: number];
  const valuesOf = (rows: Part[]): SQL =>
    sql.join(
      rows.map(
        ([role, company, key, count, spread]) =>
          sql`(${role}::uuid, ${company}::uuid, ${key}::text, ${count}::int, ${spread}::int)`,
      ),
      sql`, `,
    );
  const columns = sql.raw(
    "id, company_id, role_id, parent_id, type, name, created_by, created_at, updated_at, uploaded_at",
  );
  await db.transaction(async (tx) => {
    // The top folders of both roles.
    await tx.execute(sql`
      insert into file_nodes (${columns})
      select ${nodeId("t.role_id", "t.key")}, t.company_id, t.role_id, null, 'FOLDER', t.key, ${seed.personId}::uuid, now() - interval '30 days', now() - interval '30 days', now() - interval '30 days'
      from (values ${valuesOf(
        roles.flatMap((r): Part[] => [
          [r.role, r.company, r.listed, 1, 0],
          [r.role, r.company, r.other, 1, 0],
        ]),
      )}) as t(role_id, company_id, key, count, spread)`);
    // Folders: 10 in each listed folder, the 1,000 of "big-neighbours".
    await tx.execute(sql`
      insert into file_nodes (${columns})
      select ${nodeId("t.role_id", "t.key || '/' || n")}, t.company_id, t.role_id, ${nodeId("t.role_id", "t.key")}, 'FOLDER', 'Folder ' || lpad(n::text, 4, '0'),
             ${seed.personId}::uuid, now() - make_interval(mins => n), now() - make_interval(mins => n), now() - make_interval(mins => n)
      from (values ${valuesOf(roles.flatMap((r): Part[] => [[r.role, r.company, r.listed, LISTED_FOLDERS, 0], ...(r.otherFolders ? [[r.role, r.company, r.other, r.otherFolders, 0] satisfies Part] : [])]))}) as t(role_id, company_id, key, count, spread)
      cross join lateral generate_series(1, t.count) as n`);
    // Files: 90 in each listed folder, the small role's 98 in "other", and the rest of the large
    // role's spread over the subfolders of "big-neighbours" (file n in subfolder n mod 1,000 + 1).
    await tx.execute(sql`
      insert into file_nodes (${columns})
      select ${nodeId("t.role_id", "t.key || '#' || n")}, t.company_id, t.role_id,
             case when t.spread = 0 then ${nodeId("t.role_id", "t.key")} else ${nodeId("t.role_id", "t.key || '/' || (n % t.spread + 1)")} end,
             'FILE', 'Document ' || lpad(n::text, 6, '0') || '.txt',
             ${seed.personId}::uuid, now() - make_interval(secs => n), now() - make_interval(secs => n), now() - make_interval(secs => n)
      from (values ${valuesOf([
        ...roles.map((r): Part => [r.role, r.company, r.listed, LISTED_FILES, 0]),
        [roles[0].role, roles[0].company, roles[0].other, neighbourFiles, NEIGHBOUR_FOLDERS],
        [roles[1].role, roles[1].company, roles[1].other, SMALL_OTHER_FILES, 0],
      ])}) as t(role_id, company_id, key, count, spread)
      cross join lateral generate_series(1, t.count) as n`);
    // Every file's stored object, confirmed, and the companies' usage to match.
    await tx.execute(sql`
      insert into file_storages (node_id, company_id, s3_key, s3_bucket, size, extension, content_type, confirmed_at, created_at, updated_at)
      select n.id, n.company_id, 'files/' || n.company_id || '/' || n.id || '.txt', 'local', 100 + abs(hashtext(n.id::text)) % 100000, 'txt',
             'text/plain; charset=utf-8', n.uploaded_at, n.created_at, n.uploaded_at
      from file_nodes n where n.role_id in (${roles[0].role}::uuid, ${roles[1].role}::uuid) and n.type = 'FILE'`);
    await tx.execute(sql`
      insert into file_usage as u (company_id, used_bytes)
      select company_id, sum(size) from file_storages where company_id in (${roles[0].company}::uuid, ${roles[1].company}::uuid) group by company_id
      on conflict (company_id) do update set used_bytes = u.used_bytes + excluded.used_bytes`);
  });
  await db.execute(sql`analyze file_nodes, file_storages, file_usage, roles`);
  const counted = rowsOf<{ role_id: string; n: number }>(
    await db.execute(sql`
      select role_id, count(*)::int as n from file_nodes
      where role_id in (${roles[0].role}::uuid, ${roles[1].role}::uuid) and trash_root_id is null and uploaded_at is not null group by role_id`),
  );
  const nodesOf = (role: string) => counted.find((c) => c.role_id === role)?.n ?? 0;
  const folderOf = async (role: string, name: string) =>
    rowsOf<{ id: string }>(
      await db.execute(sql`select id from file_nodes where role_id = ${role} and parent_id is null and name = ${name}`),
    )[0].id;
  return {
    large: { roleId: roles[0].role, folderId: await folderOf(roles[0].role, "large"), nodes: nodesOf(roles[0].role) },
    small: { roleId: roles[1].role, folderId: await folderOf(roles[1].role, "small"), nodes: nodesOf(roles[1].role) },
  };
}
