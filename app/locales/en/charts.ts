/** The English texts of the charts (area charts: the ownership donut of vHold's dashboard and the control center's owners): the shape the uk and ru files are checked against. */
import type { Shape } from "../shape";

const charts = {
  share: "{{share}} %",
  you: "you",
  ownership: {
    heading: "Who owns the company",
    label: "Ownership: {{parts}}",
    part: "{{name}}, {{share}} %",
    others_one: "{{count}} more owner",
    others_other: "{{count}} more owners",
    owners_one: "owner",
    owners_other: "owners",
  },
};

export default charts;
export type ChartsTexts = Shape<typeof charts>;
