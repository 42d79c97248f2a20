import type { ReactElement } from "react";
import { parseCountryList } from "~/lib/countries";
import type { FieldMeta } from "~/lib/form";
import { ErrorList, Field } from "./ui/field";

/**
 * The 245 <option>s of a country list, made once per list (one per language) and shared by every
 * render: React renders the same elements again without their being parsed and created anew for
 * each page (on the server, for each request).
 */
const optionsByList = new Map<string, ReactElement[]>();
function countryOptions(list: string): ReactElement[] {
  let options = optionsByList.get(list);
  if (!options) {
    options = parseCountryList(list).map((c) => (
      <option key={c.code} value={c.code}>
        {c.label}
      </option>
    ));
    // Bounded: a list per language, and never more than a handful.
    if (optionsByList.size >= 8) optionsByList.clear();
    optionsByList.set(list, options);
  }
  return options;
}

/**
 * A phone typed with its country: the country choice (countryCode) and the national number
 * (phone), as the sign-in form takes them. `countries` is countryList()'s string (countries.server.ts).
 */
export function PhoneInput({
  countries: list,
  countryCode,
  phone,
  labels,
  autoFocus,
}: {
  countries: string;
  countryCode: FieldMeta;
  phone: FieldMeta;
  labels: { country: string; phone: string; hint: string };
  autoFocus?: boolean;
}) {
  return (
    <>
      <div className="space-y-1">
        <label htmlFor={countryCode.id} className="block text-sm font-medium">
          {labels.country}
        </label>
        <select
          id={countryCode.id}
          name="countryCode"
          defaultValue={countryCode.initialValue}
          className="ui-select"
          autoComplete="country"
        >
          {countryOptions(list)}
        </select>
        <ErrorList id={countryCode.errorId} errors={countryCode.errors} />
      </div>
      <Field
        meta={phone}
        label={labels.phone}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        hint={labels.hint}
        autoFocus={autoFocus}
      />
    </>
  );
}
