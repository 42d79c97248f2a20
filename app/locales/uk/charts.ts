/** The Ukrainian texts of the charts (area charts; see ../en/charts.ts). Plural keys add _few and _many. */
import type { ChartsTexts } from "../en/charts";

const charts = {
  share: "{{share}} %",
  you: "ви",
  ownership: {
    heading: "Кому належить компанія",
    label: "Власність: {{parts}}",
    part: "{{name}}, {{share}} %",
    others_one: "ще {{count}} власник",
    others_few: "ще {{count}} власники",
    others_many: "ще {{count}} власників",
    others_other: "ще {{count}} власника",
    owners_one: "власник",
    owners_few: "власники",
    owners_many: "власників",
    owners_other: "власника",
  },
};

// A variable, not a literal: extra plural keys pass, a missing key fails the typecheck.
const _check: ChartsTexts = charts;
void _check;

export default charts;
