import type { CompanyPolicy } from "../../authz/policy";

/**
 * Who may do what in a company's ownership (spec section 6). Any one relation listed suffices.
 * Changing the name is the owners' (a sole owner directly, co-owners by vote: the service
 * decides which); the contact details are also the director's, who runs the company.
 */
export const companiesPolicy = {
  "company.read": ["owner", "director", "employee"],
  "company.update": ["owner", "director"],
  "company.history": ["owner"],
  "owners.read": ["owner", "director"],
  "shareTransfer.create": ["owner"],
  "shareTransfer.list": ["owner"],
  "shareTransfer.read": ["owner", "transferSender", "transferRecipient"],
  "shareTransfer.accept": ["transferRecipient"],
  "shareTransfer.decline": ["transferRecipient"],
  "shareTransfer.cancel": ["transferSender"],
} as const satisfies CompanyPolicy<string>;

export type CompaniesAction = keyof typeof companiesPolicy;
