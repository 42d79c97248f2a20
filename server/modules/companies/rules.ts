/**
 * Pure rules of vHold ownership, unit tested (rules.test.ts). The share rules the pages apply
 * too live in graphql/validation/company-limits.ts (the browser may import them, server/ and app/
 * both do); they are named here so that the service reads every rule from one module.
 */
import type { CompanyDetailField } from "../notifications/kinds";

export { FULL_SHARE, freeShare, isSoleOwner, namesDirectly } from "#graphql/validation/company-limits";

/** A company's details as stored. */
export type CompanyDetails = Record<CompanyDetailField, string | null> & { name: string };

/** An update as the resolver parsed it: a field left out stays, null (or empty) clears it. */
export type CompanyDetailsInput = Partial<{
  name: string;
  phone: string | null;
  address: string | null;
  about: string | null;
}>;

/** The details in the order the form shows them (and a notification lists them). */
export const COMPANY_DETAIL_FIELDS: readonly CompanyDetailField[] = ["name", "phone", "address", "about"];

/**
 * What an update really changes: the fields given whose value differs from the stored one, in
 * the form's order. Saving the form unchanged changes nothing (no audit row, nobody told).
 */
export function changedDetails(company: CompanyDetails, input: CompanyDetailsInput): CompanyDetailsInput {
  const changes: CompanyDetailsInput = {};
  if (input.name !== undefined && input.name !== company.name) changes.name = input.name;
  for (const field of ["phone", "address", "about"] as const) {
    const value = input[field];
    if (value !== undefined && (value ?? null) !== company[field]) changes[field] = value ?? null;
  }
  return changes;
}

export const changedFields = (changes: CompanyDetailsInput): CompanyDetailField[] =>
  COMPANY_DETAIL_FIELDS.filter((field) => field in changes);
