import { sizeParts } from "~/lib/files-paths";
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
