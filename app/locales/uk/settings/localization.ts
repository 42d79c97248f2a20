/** The Ukrainian texts of the settings' language and region page (area settings.localization; see ../../en/settings/localization.ts). */
import type { SettingsLocalizationTexts } from "../../en/settings/localization";

const localization: SettingsLocalizationTexts = {
  heading: "Локалізація",
  language: "Мова",
  timeFormat: "Формат часу",
  format12: "12-годинний (03:45 PM)",
  format24: "24-годинний (15:45)",
  currency: "Валюта",
  currencies: {
    UAH: "Гривня (UAH)",
    USD: "Долар США (USD)",
    EUR: "Євро (EUR)",
  },
};

export default localization;
