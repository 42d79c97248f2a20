/** The Russian texts of the charts (area charts; see ../en/charts.ts). Plural keys add _few and _many. */
import type { ChartsTexts } from "../en/charts";

const charts = {
  share: "{{share}} %",
  you: "вы",
  ownership: {
    heading: "Кому принадлежит компания",
    label: "Собственность: {{parts}}",
    part: "{{name}}, {{share}} %",
    others_one: "ещё {{count}} владелец",
    others_few: "ещё {{count}} владельца",
    others_many: "ещё {{count}} владельцев",
    others_other: "ещё {{count}} владельца",
    owners_one: "владелец",
    owners_few: "владельца",
    owners_many: "владельцев",
    owners_other: "владельца",
  },
};

// A variable, not a literal: extra plural keys pass, a missing key fails the typecheck.
const _check: ChartsTexts = charts;
void _check;

export default charts;
