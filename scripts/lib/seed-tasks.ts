import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";

/** Tasks given to the large role (issue 44: "a role with 10,000 tasks"). */
export const LARGE_ROLE_TASKS = 10_000;
/** Tasks given to the small role: the same pages with 10. */
export const SMALL_ROLE_TASKS = 10;
/** The measured task's discussion and history: a task that was worked on for a while. */
const MEASURED_COMMENTS = 20;

export interface TasksSeed {
  /** The person who acts in both roles (the bench signs in as them). */
  personId: string;
  /** The role given 10,000 tasks (the vhub section's director role). */
  largeRoleId: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/**
 * The tasks section's data (issue 44's scale check), in a few set-based statements. The large
 * role (the vhub seed's director, whose company has 1,000 roles) is given 10,000 tasks, each by
 * itself (the top role has no one above it to give it work), of every status: 7 in 10
 * open (OPEN, IN_PROGRESS, DONE, RETURNED; a tenth of those overdue), 3 in 10 in the archive;
 * due dates spread over a year around today, every fifth without one, every seventh of high
 * priority. The small role (the person made director of another of their companies, its role
 * vacant until then) is given 10 the same way. One open task of each role gets a discussion of
 * 20 comments and 3 more moves (started, done, returned): the measured task page. Returns the roles and the measured tasks.
 */
export async function seedTasks(db: Database, seed: TasksSeed) {
  const [large] = rowsOf<{ company_id: string }>(
    await db.execute(sql`select company_id from roles where id = ${seed.largeRoleId}`),
  );
  if (!large) throw new Error("the tasks section's large role is not there");
  // Another of the person's companies whose director's role is vacant (the vhub seed makes them).
  const [small] = rowsOf<{ id: string; company_id: string }>(
    await db.execute(sql`
      update roles r set user_id = ${seed.personId}, updated_at = now()
      where r.id = (
        select r2.id from owners o join roles r2 on r2.company_id = o.company_id and r2.level = 1 and not r2.is_archived and r2.user_id is null
        where o.user_id = ${seed.personId} and o.left_at is null and o.company_id <> ${large.company_id}
        order by o.company_id desc limit 1)
      returning r.id, r.company_id`),
  );
  if (!small) throw new Error("no company of the person's has a vacant director's role for the tasks section");
  const roles = [
    { role: seed.largeRoleId, company: large.company_id, count: LARGE_ROLE_TASKS },
    { role: small.id, company: small.company_id, count: SMALL_ROLE_TASKS },
  ];
  await db.transaction(async (tx) => {
    for (const { role, company, count } of roles) {
      // n mod 10: 0-6 open (0 OPEN, 1-2 IN_PROGRESS, 3-4 DONE, 5-6 RETURNED), 7-9 in the archive
      // (7-8 ACCEPTED, 9 CANCELED). Due: every fifth none; else from 180 days ago to 185 ahead, so
      // that about a tenth of the open ones are past due.
      await tx.execute(sql`
        with t as (
          select n,
                 case n % 10 when 0 then 'OPEN' when 1 then 'IN_PROGRESS' when 2 then 'IN_PROGRESS' when 3 then 'DONE'
                   when 4 then 'DONE' when 5 then 'RETURNED' when 6 then 'RETURNED' when 9 then 'CANCELED' else 'ACCEPTED' end as status,
                 case when n % 5 = 0 then null else (current_date + ((n * 37) % 365 - 36))::date end as due_date
          from generate_series(1, ${count}::int) n)
        insert into tasks (company_id, giver_role_id, executor_role_id, title, description, status, priority,
                           due_date, due_at, closed_at, created_by, updated_by, created_at, updated_at)
        select ${company}::uuid, ${role}::uuid, ${role}::uuid, 'Завдання ' || lpad(n::text, 5, '0'),
               jsonb_build_object('type', 'doc', 'content', jsonb_build_array(jsonb_build_object('type', 'paragraph',
                 'content', jsonb_build_array(jsonb_build_object('type', 'text', 'text', 'Опис завдання ' || n))))),
               status, case when n % 7 = 0 then 'HIGH' else 'NORMAL' end,
               due_date, (due_date + 1)::timestamp at time zone 'Europe/Kyiv',
               case when status in ('ACCEPTED', 'CANCELED') then now() - make_interval(mins => n) end,
               ${seed.personId}::uuid, ${seed.personId}::uuid, now() - make_interval(days => 200, mins => n), now() - make_interval(mins => n)
        from t`);
      // Every task's creation in its history.
      await tx.execute(sql`
        insert into task_moves (task_id, from_status, to_status, by_role_id, by_user_id, created_at)
        select id, null, 'OPEN', ${role}::uuid, ${seed.personId}::uuid, created_at from tasks where executor_role_id = ${role}`);
    }
    // The measured tasks: the first RETURNED one of each role, worked on for a while.
    await tx.execute(sql`
      with measured as (
        select distinct on (executor_role_id) id, executor_role_id from tasks
        where executor_role_id in (${roles[0].role}::uuid, ${roles[1].role}::uuid) and status = 'RETURNED'
        order by executor_role_id, title)
      insert into task_comments (task_id, author_role_id, author_user_id, body, created_at)
      select m.id, m.executor_role_id, ${seed.personId}::uuid, 'Коментар ' || c || ': що зроблено і що лишилося', now() - make_interval(hours => ${MEASURED_COMMENTS} - c)
      from measured m cross join generate_series(1, ${MEASURED_COMMENTS}::int) c`);
    await tx.execute(sql`
      insert into task_moves (task_id, from_status, to_status, by_role_id, by_user_id, created_at)
      select t.id, m.from_status, m.to_status, t.executor_role_id, ${seed.personId}::uuid, now() - make_interval(days => m.days)
      from (select distinct task_id from task_comments) c join tasks t on t.id = c.task_id
      cross join (values ('OPEN', 'IN_PROGRESS', 40), ('IN_PROGRESS', 'DONE', 30), ('DONE', 'RETURNED', 20))
        as m(from_status, to_status, days)`);
  });
  await db.execute(sql`analyze tasks, task_moves, task_comments, roles`);
  const measured = rowsOf<{ id: string; executor_role_id: string }>(
    await db.execute(
      sql`select distinct task_id as id, t.executor_role_id from task_comments c join tasks t on t.id = c.task_id`,
    ),
  );
  const taskOf = (role: string) => measured.find((m) => m.executor_role_id === role)?.id ?? "";
  return {
    large: { roleId: roles[0].role, taskId: taskOf(roles[0].role), tasks: LARGE_ROLE_TASKS },
    small: { roleId: roles[1].role, taskId: taskOf(roles[1].role), tasks: SMALL_ROLE_TASKS },
  };
}
