/** The English texts of the settings' language and region page (area settings.localization): the shape the uk and ru files are checked against. */
import type { Shape } from "../../shape";

const localization = {
  heading: "Localization",
  language: "Language",
  timeFormat: "Time format",
  format12: "12-hour (03:45 PM)",
  format24: "24-hour (15:45)",
  currency: "Currency",
  currencies: {
    UAH: "Hryvnia (UAH)",
    USD: "US dollar (USD)",
    EUR: "Euro (EUR)",
  },
};

export default localization;
export type SettingsLocalizationTexts = Shape<typeof localization>;
