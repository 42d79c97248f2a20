/** The English texts of the control center's owners page (area control.ownersPage): the shape the uk and ru files are checked against. */
import type { Shape } from "../../shape";

const ownersPage = {
  count: "Owners: {{count}}",
  search: "Find an owner",
  current: "Owners",
  former: "Former owners",
  none: "No owners.",
  noFormer: "No former owners.",
  share: "Share: {{share}}",
  leftAt: "Left on {{date}}",
  joinedAt: "Owner since {{date}}",
  formerOwner: "Holds no share any more.",
  shareLabel: "Share",
  percent: "{{share}} %",
  history: "Shares given and received",
  noHistory: "No share transfers.",
  historyOwnersOnly: "The history of shares is shown to the owners.",
  gave: "Gave {{share}} to {{name}}",
  received: "Received {{share}} from {{name}}",
  forbidden: "The owners are shown to the owners, the director and a role the Owners module is granted to.",
  back: "Back to the owners",
};

export default ownersPage;
export type ControlOwnersPageTexts = Shape<typeof ownersPage>;
