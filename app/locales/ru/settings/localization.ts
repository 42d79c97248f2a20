/** The Russian texts of the settings' language and region page (area settings.localization; see ../../en/settings/localization.ts). */
import type { SettingsLocalizationTexts } from "../../en/settings/localization";

const localization: SettingsLocalizationTexts = {
  heading: "Локализация",
  language: "Язык",
  timeFormat: "Формат времени",
  format12: "12-часовой (03:45 PM)",
  format24: "24-часовой (15:45)",
  currency: "Валюта",
  currencies: {
    UAH: "Гривна (UAH)",
    USD: "Доллар США (USD)",
    EUR: "Евро (EUR)",
  },
};

export default localization;
