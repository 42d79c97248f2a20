import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Form, Link, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import {
  COMPANY_ABOUT_MAX,
  COMPANY_ADDRESS_MAX,
  COMPANY_AVATAR_ACCEPT,
  COMPANY_AVATAR_MAX_BYTES,
} from "#graphql/validation/company-limits";
import { ControlSection } from "~/components/control-center/section";
import { RouteDialogHost, routeDialogLinkProps } from "~/components/route-dialog";
import { buttonClass, SubmitButton } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/field";
import { ImageForm } from "~/components/ui/image-form";
import { IndustryList } from "~/components/industry-list";
import { TextAreaField } from "~/components/ui/text-area-field";
import { CompanyAvatar } from "~/components/vhold/avatar";
import { requireSectionOn } from "~/routes/_app.vhub.$id/control-center.server";
import { formProps, useServerForm } from "~/lib/form";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import {
  companyProfileAction,
  companyProfilePath,
  loadCompanyProfile,
  type AvatarReply,
} from "./_app.vhub.$id/company-profile.server";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/control/profile.ts")) };

export const meta = pageTitle("vhubControlCenter");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const roleId = params.id ?? "";
  requireSectionOn(context, "company-profile", roleId);
  return data({ ...(await loadCompanyProfile(request, context, roleId)), path: companyProfilePath(roleId) });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return companyProfileAction(request, context, params.id ?? "");
}

/** The page's data, for its industries dialog (the company's chosen activities). */
export function useCompanyProfile() {
  return useRouteLoaderData<typeof loader>("routes/_app.vhub.$id.control-center.company-profile")!;
}

const p = "control.profile";

/**
 * The control center's company profile (issue 21): the avatar (a plain multipart form; decision
 * 0011), the name read-only, the phone, address and about (updateCompany), and the industries,
 * chosen in a dialog (/industries: a page of its own without JavaScript). Owners and the
 * director change it; everyone else in the company reads it.
 */
export default function CompanyProfilePage() {
  const { t } = useTranslation();
  const { company, canEdit, avatarErrors, path } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const avatarReply = answer && "form" in answer ? (answer as AvatarReply) : null;
  const detailsResult = avatarReply ? undefined : (answer as Exclude<typeof answer, AvatarReply> | undefined);
  return (
    <RouteDialogHost parentPath={path}>
      <ControlSection section="company-profile">
        {canEdit ? null : (
          <p role="note" className="text-sm text-muted">
            {t(`${p}.readOnly`)}
          </p>
        )}
        <AvatarPart company={company} canEdit={canEdit} errors={avatarReply?.errors ?? avatarErrors} />
        <DetailsPart company={company} canEdit={canEdit} lastResult={detailsResult} />
        <section aria-labelledby="industries-heading" className="space-y-stack">
          <h3 id="industries-heading" className="ui-group-title">
            {t(`${p}.industries`)}
          </h3>
          {company.industryCategories.length ? (
            <IndustryList categories={company.industryCategories} testId="profile-industries" />
          ) : (
            <p className="text-sm text-muted">{t(`${p}.noIndustries`)}</p>
          )}
          {canEdit ? (
            <Link to={`${path}/industries`} className={buttonClass("secondary")} {...routeDialogLinkProps}>
              {t(`${p}.chooseIndustries`)}
            </Link>
          ) : null}
        </section>
      </ControlSection>
    </RouteDialogHost>
  );
}

type Company = ReturnType<typeof useLoaderData<typeof loader>>["company"];

/** The avatar: shown, and for those who may, a file form and a removal (ImageForm: plain posts). */
function AvatarPart({ company, canEdit, errors }: { company: Company; canEdit: boolean; errors?: string[] | null }) {
  const { t } = useTranslation();
  return (
    <ImageForm
      picture={
        <CompanyAvatar
          name={company.name}
          avatar={company.avatar}
          size="lg"
          alt={company.avatar ? t(`${p}.avatarAlt`) : ""}
        />
      }
      current={company.avatar}
      canEdit={canEdit}
      accept={COMPANY_AVATAR_ACCEPT}
      maxBytes={COMPANY_AVATAR_MAX_BYTES}
      errors={errors}
      headingLevel={3}
      texts={{
        heading: t(`${p}.avatar`),
        choose: t(`${p}.chooseImage`),
        noneChosen: t(`${p}.noImageChosen`),
        chosen: t(`${p}.imageChosen`),
        hint: t(`${p}.avatarHint`),
        upload: t(`${p}.upload`),
        remove: t(`${p}.removeAvatar`),
      }}
      refusals={{
        required: () => t("validation.companyAvatar.required"),
        tooLarge: () => t("validation.companyAvatar.tooLarge"),
      }}
    />
  );
}

/** The name (read-only: the owners change it in vHold), and the phone, address and about. */
function DetailsPart({
  company,
  canEdit,
  lastResult,
}: {
  company: Company;
  canEdit: boolean;
  lastResult: Parameters<typeof useServerForm>[0];
}) {
  const { t } = useTranslation();
  const [form, fields] = useServerForm<{ phone: string; address: string; about: string }>(lastResult, {
    defaultValue: { phone: company.phoneDisplay ?? "", address: company.address ?? "", about: company.about ?? "" },
  });
  const name = (
    <dl className="space-y-field">
      <dt className="text-sm font-medium">{t(`${p}.name`)}</dt>
      <dd className="break-words" data-testid="profile-name">
        {company.name}
      </dd>
      <dd className="text-sm text-subtle">{t(`${p}.nameHint`)}</dd>
    </dl>
  );
  return (
    <section aria-labelledby="details-heading" className="max-w-xl space-y-stack">
      <h3 id="details-heading" className="ui-group-title">
        {t(`${p}.details`)}
      </h3>
      {canEdit ? (
        <Form method="post" {...formProps(form)} className="space-y-4">
          <FormErrors id={form.errorId} errors={form.errors} />
          {name}
          <Field meta={fields.phone} label={t(`${p}.phone`)} type="tel" hint={t(`${p}.phoneHint`)} autoComplete="tel" />
          <Field
            meta={fields.address}
            label={t(`${p}.address`)}
            maxLength={COMPANY_ADDRESS_MAX}
            autoComplete="street-address"
          />
          <TextAreaField meta={fields.about} label={t(`${p}.about`)} maxLength={COMPANY_ABOUT_MAX} />
          <SubmitButton name="intent" value="details">
            {t(`${p}.save`)}
          </SubmitButton>
        </Form>
      ) : (
        <>
          {name}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">{t(`${p}.phone`)}</dt>
            <dd>{company.phoneDisplay ?? t(`${p}.notSet`)}</dd>
            <dt className="text-muted">{t(`${p}.address`)}</dt>
            <dd className="break-words">{company.address ?? t(`${p}.notSet`)}</dd>
            <dt className="text-muted">{t(`${p}.about`)}</dt>
            <dd className="break-words whitespace-pre-line">{company.about ?? t(`${p}.notSet`)}</dd>
          </dl>
        </>
      )}
    </section>
  );
}
