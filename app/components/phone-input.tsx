import { useMemo } from "react";
import { parseCountryList } from "~/lib/countries";
import type { FieldMeta } from "~/lib/form";
import { ErrorList, Field } from "./ui/field";

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
  const countries = useMemo(() => parseCountryList(list), [list]);
  return (
    <>
      <div className="space-y-1">
        <label htmlFor={countryCode.id} className="block text-sm font-medium">
          {labels.country}
        </label>
        <select id={countryCode.id} name="countryCode" defaultValue={countryCode.initialValue} className="ui-select" autoComplete="country">
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.label}
            </option>
          ))}
        </select>
        <ErrorList id={countryCode.errorId} errors={countryCode.errors} />
      </div>
      <Field meta={phone} label={labels.phone} type="tel" autoComplete="tel-national" inputMode="tel" hint={labels.hint} autoFocus={autoFocus} />
    </>
  );
}
