import { useTranslation } from "~/lib/i18n-react";

/** A file's size as people read it, in the page's language ("1.5 MB"): the files pages and an instruction's attachments. */
export function useFileSize() {
  const { t, i18n } = useTranslation();
  return (bytes: number) => {
    const { unit, value } = sizeParts(bytes);
    // The page's language, not the machine's: the server's page and the browser's agree.
    return t(`sizes.${unit}`, { value: value.toLocaleString(i18n.language) });
  };
}

/** Sizes in the units people read (binary, one decimal below 10). */
export function sizeParts(bytes: number): { unit: "B" | "KB" | "MB" | "GB"; value: number } {
  const units = ["B", "KB", "MB", "GB"] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return {
    unit: units[unit]!,
    value: unit === 0 ? value : Math.round(value * (value < 10 ? 10 : 1)) / (value < 10 ? 10 : 1),
  };
}
