import { Form } from "@remix-run/react";
import { useState, type FormEvent, type ReactNode } from "react";
import { SubmitButton } from "~/components/ui/button";
import { ErrorList } from "~/components/ui/field";
import { FileInput } from "~/components/ui/file-input";

/** What an image form says, in the caller's catalogue (the photo's and the company avatar's differ). */
export interface ImageFormTexts {
  heading: string;
  choose: string;
  noneChosen: string;
  chosen: string;
  hint: string;
  upload: string;
  remove: string;
}

/**
 * The refusals said before sending, asked for only when one is said: their texts may live in an
 * area the page does not load up front (the validation texts), which a render must not ask for.
 */
export interface ImageFormRefusals {
  /** The form is sent without a file, or with an empty one. */
  required: () => string;
  /** The file is over `maxBytes`. */
  tooLarge: () => string;
}

/**
 * One image kept on the server (the person's photo on personal info, the company's avatar in the
 * control center): the picture, and for those who may change it a plain multipart form (field
 * `avatar`, intent "avatar") and a form that removes it (intent "removeAvatar"), both working
 * without JavaScript. With JavaScript an empty or too large file is refused before it is sent; the
 * type and the pixel size are the server's to judge, from the image itself.
 */
export function ImageForm({
  picture,
  current,
  canEdit = true,
  accept,
  maxBytes,
  texts,
  refusals,
  errors,
  headingLevel = 2,
}: {
  picture: ReactNode;
  /** The image's URL (null without one): a new or removed image starts the picker again. */
  current: string | null | undefined;
  canEdit?: boolean;
  accept: string;
  maxBytes: number;
  texts: ImageFormTexts;
  refusals: ImageFormRefusals;
  errors?: string[] | null;
  headingLevel?: 2 | 3;
}) {
  const [clientError, setClientError] = useState<string | null>(null);
  const shown = clientError ? [clientError] : errors;
  const Heading = headingLevel === 2 ? "h2" : "h3";

  const check = (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem("avatar") as HTMLInputElement | null;
    const file = input?.files?.[0];
    const problem = !file || file.size === 0 ? refusals.required() : file.size > maxBytes ? refusals.tooLarge() : null;
    setClientError(problem);
    if (problem) {
      event.preventDefault();
      input?.focus();
    }
  };

  return (
    <section aria-labelledby="avatar-heading" className="flex flex-col gap-section sm:flex-row sm:items-start">
      {picture}
      <div className="min-w-0 flex-1 space-y-stack">
        <Heading id="avatar-heading" className="ui-group-title">
          {texts.heading}
        </Heading>
        {canEdit ? (
          <>
            {/* The URL's signature may change on any load: the key is the image's address without it. */}
            <Form
              key={current?.split("?")[0] ?? ""}
              method="post"
              encType="multipart/form-data"
              onSubmit={check}
              noValidate
              className="space-y-stack"
            >
              <input type="hidden" name="intent" value="avatar" />
              <FileInput
                id="avatar"
                name="avatar"
                accept={accept}
                label={texts.choose}
                emptyText={texts.noneChosen}
                chosenText={texts.chosen}
                aria-invalid={shown?.length ? true : undefined}
                aria-describedby={["avatar-hint", shown?.length ? "avatar-error" : null].filter(Boolean).join(" ")}
                onChange={() => setClientError(null)}
              />
              <p id="avatar-hint" className="text-sm text-subtle">
                {texts.hint}
              </p>
              <ErrorList id="avatar-error" errors={shown} />
              <SubmitButton variant="secondary" name="intent" value="avatar">
                {texts.upload}
              </SubmitButton>
            </Form>
            {current ? (
              <Form method="post">
                <SubmitButton variant="link" name="intent" value="removeAvatar" className="!px-0">
                  {texts.remove}
                </SubmitButton>
              </Form>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
