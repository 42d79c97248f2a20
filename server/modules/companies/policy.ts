import { companyField, inherit, type FieldRules } from "../../authz/fields";
import type { CompanyPolicy } from "../../authz/policy";
import type { CompanyRow, OwnerRow } from "./model";

/**
 * Who may do what in a company's ownership (spec section 6). Any one relation listed suffices.
 * Changing the name is the owners' (a sole owner directly, co-owners by vote: the service
 * decides which); the contact details are also the director's, who runs the company, and so are
 * the profile's avatar and industry types (issue 21), which go by `company.update` too. A
 * suspended company keeps its card editable: suspension freezes roles and access (spec: the
 * company lifecycle), not how the company presents itself, and its owners must stay reachable
 * while they decide whether to restore it (docs/decisions/0023).
 */
export const companiesPolicy = {
  "company.read": ["owner", "director", "employee"],
  "company.update": ["owner", "director"],
  // A signed URL to PUT the avatar to without a token (generateCompanyAvatarUploadUrl): whoever
  // holds it does what company.update allows, so it is made for those company.update lets in;
  // the upload entry asks company.update again when the URL is used.
  "company.avatarUploadUrl": ["owner", "director"],
  "company.history": ["owner"],
  // A role of levels 2 to 4 reads the owners once the Owners module is granted to it (decision 0026).
  "owners.read": ["owner", "director", "module:OWNERS"],
  "shareTransfer.create": ["owner"],
  "shareTransfer.list": ["owner"],
  "shareTransfer.read": ["owner", "transferSender", "transferRecipient"],
  "shareTransfer.accept": ["transferRecipient"],
  "shareTransfer.decline": ["transferRecipient"],
  "shareTransfer.cancel": ["transferSender"],
} as const satisfies CompanyPolicy<string>;

export type CompaniesAction = keyof typeof companiesPolicy;

/**
 * Who may read each field of the ownership types (server/authz/fields.ts). A Company is reached
 * only by those `company.read` lets in (or by its own owners, listUserCompanies), so its own
 * details are inherited; the owners and each owner's share history are more than that and name
 * the very actions that guard listCompanyOwners and listCompanyShareTransfers: a role holder
 * refused those is refused `getCompany { owners }` and a director `getOwner { shareTransfers }`.
 */
export const companiesFields = {
  User: inherit("id", "name", "surname", "username", "avatar"),
  UserPage: inherit("items", "total", "page", "limit"),
  Company: {
    ...inherit(
      "id",
      "name",
      "phone",
      "address",
      "about",
      "avatar",
      "createdAt",
      "stopedAt",
      "deletedAt",
      "numberOfOwners",
      "numberOfRoles",
      "numberOfEmployees",
      "rolesByLevel",
      "ceo",
      "myShare",
    ),
    owners: companyField<CompanyRow, CompaniesAction>(companiesPolicy, "owners.read", (company) => ({
      companyId: company.id,
    })),
    // What the company does is told to everyone in it (the dashboard's information tab).
    industryCategories: companyField<CompanyRow, CompaniesAction>(companiesPolicy, "company.read", (company) => ({
      companyId: company.id,
    })),
  },
  // The classifier itself is public knowledge (КВЕД-2010 / NACE Rev. 2).
  IndustryCategory: inherit("id", "name", "translations", "divisions", "industryTypes"),
  IndustryDivision: inherit("id", "categoryId", "name", "translations"),
  IndustryType: inherit("id", "categoryId", "divisionId", "name", "translations"),
  IndustryTranslation: inherit("languageCode", "name"),
  RoleLevelCount: inherit("level", "count"),
  // Only generateCompanyAvatarUploadUrl answers it, to those its action lets in.
  CompanyAvatarUploadUrl: inherit("avatar", "url", "expiresAt"),
  // The director's role (Company.ceo): who directs the company is told to everyone in it.
  Role: inherit("id", "companyId", "name", "level", "parentRoleId", "sortNumber", "isArchived", "user"),
  Owner: {
    ...inherit("id", "userId", "companyId", "share", "joinedAt", "leftAt", "user"),
    shareTransfers: companyField<OwnerRow, CompaniesAction>(companiesPolicy, "shareTransfer.list", (owner) => ({
      companyId: owner.companyId,
    })),
  },
  // What a transfer's parties may know of the company before owning any of it.
  CompanyCard: inherit("id", "name", "avatar"),
  // A transfer is reached by its parties (their own lists, getShareTransfer) or by the owners
  // (listCompanyShareTransfers, Owner.shareTransfers): every way in is guarded.
  ShareTransfer: inherit(
    "id",
    "companyId",
    "fromUserId",
    "toUserId",
    "share",
    "status",
    "createdAt",
    "resolvedAt",
    "company",
    "fromUser",
    "toUser",
  ),
  AuditEvent: inherit("id", "action", "entityId", "actor", "actorKind", "createdAt", "changes"),
  AuditChange: inherit("field", "before", "after"),
} satisfies FieldRules;
