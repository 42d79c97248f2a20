/** The English texts of the tasks' words every tasks page and the role's dashboard share (issue 44): a task's states, its priority, overdue, its due date, and the dashboard's block. A small area of its own, so that the dashboard does not load the tasks pages' texts; the shape the uk and ru files are checked against. */
import type { Shape } from "../shape";

const taskWords = {
  status: {
    OPEN: "Open",
    IN_PROGRESS: "In progress",
    DONE: "Done, awaiting acceptance",
    ACCEPTED: "Accepted",
    RETURNED: "Returned for changes",
    CANCELED: "Canceled",
  },
  priority: { NORMAL: "Normal", HIGH: "High priority" },
  overdue: "Overdue",
  due: "Due {{date}}",
  from: "From: {{role}}",
  to: "To: {{role}}",
  dashboard: {
    heading: "Tasks",
    all: "All tasks",
    mine: "For me",
    tracking: "Tracking",
    noneMine: "Nothing is given to this role right now.",
    noneTracking: "This role tracks no task given to others.",
    more: "More in the list",
    newTask: "New task",
  },
};
export default taskWords;
export type TaskWordsTexts = Shape<typeof taskWords>;
