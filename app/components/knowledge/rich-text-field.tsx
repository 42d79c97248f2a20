import { lazy, Suspense, useState } from "react";
import { textToDocument, type RichTextDocument } from "#graphql/validation/knowledge-document";
import { ErrorList, inputClass } from "~/components/ui/field";
import { useHydrated } from "~/hooks/use-hydrated";
import type { FieldMeta } from "~/lib/form";

// The editor and ProseMirror load only on authoring pages, and only once JavaScript runs.
const RichTextEditor = lazy(() => import("./rich-text-editor"));

/**
 * A post's text in one language. Without JavaScript: a plain-text field (paragraphs split on
 * blank lines), with the stored document in a hidden field so that an untouched text keeps its
 * formatting. With JavaScript the ProseMirror editor takes the field's place and writes both.
 */
export function RichTextField({
  text,
  document,
  label,
  hint,
  lang,
}: {
  text: FieldMeta;
  document: FieldMeta;
  label: string;
  hint: string;
  lang: string;
}) {
  const hydrated = useHydrated();
  const [value, setValue] = useState({ text: text.initialValue ?? "", document: document.initialValue ?? "" });
  const labelId = `${text.id}-label`;
  const describedBy = [text.errors?.length ? text.errorId : null, hydrated ? null : text.descriptionId].filter(Boolean).join(" ") || undefined;
  const plain = (
    <textarea
      id={text.id}
      name={text.name}
      defaultValue={value.text}
      rows={10}
      lang={lang}
      aria-invalid={text.errors?.length ? true : undefined}
      aria-describedby={describedBy}
      className={inputClass}
    />
  );
  let initial: RichTextDocument = textToDocument(value.text);
  try {
    if (value.document) initial = JSON.parse(value.document) as RichTextDocument;
  } catch {
    // A document that does not parse opens as its text.
  }
  return (
    <div className="space-y-1">
      <label id={labelId} htmlFor={text.id} className="block text-sm font-medium">
        {label}
      </label>
      <input type="hidden" name={document.name} value={value.document} />
      {hydrated ? (
        <Suspense fallback={plain}>
          <input type="hidden" name={text.name} value={value.text} />
          <RichTextEditor labelId={labelId} describedBy={describedBy} lang={lang} initial={initial} onChange={(json, plainText) => setValue({ document: json, text: plainText })} />
        </Suspense>
      ) : (
        <>
          {plain}
          <p id={text.descriptionId} className="text-sm text-subtle">
            {hint}
          </p>
        </>
      )}
      <ErrorList id={text.errorId} errors={text.errors} />
    </div>
  );
}
