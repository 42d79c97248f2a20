/**
 * Who may call what. For every root field of the schema, six callers: a stranger, an expired
 * access token, a token of a signed-out session, the API key alone, a signed-in user, and a
 * signed-in platform staff member; the policy of the field decides exactly who gets through. Plus: a token only ever reads its own
 * user, and no root resolver is without a policy.
 */
import { buildSchema, print, type GraphQLObjectType } from "graphql";
import { eq } from "drizzle-orm";
import {
  CreateCompanyDocument,
  GetCompanyDocument,
  VhubRoleDocument,
  GetOwnerDocument,
  GetShareTransferDocument,
  ListCompanyHistoryDocument,
  ListCompanyOwnersDocument,
  ListCompanyShareTransfersDocument,
  ListUserCompaniesDocument,
  ListUserIncomingShareTransfersDocument,
  ListUserShareTransfersDocument,
  ListUsersDocument,
  ProcessOwnershipTransferStatusDocument,
  RequestShareTransferCodeDocument,
  TransferOwnershipPartDocument,
  ChangeAuthUserPasswordDocument,
  ConfirmCurrentPhoneDocument,
  ConfirmNewPhoneDocument,
  RequestNewPhoneCodeDocument,
  RequestPhoneChangeCodeDocument,
  RequestAccountDeletionCodeDocument,
  DeleteAuthUserDocument,
  DisableTwoFactorDocument,
  EndAuthUserSessionDocument,
  ListAuthUserSessionsDocument,
  RequestTwoFactorDisableCodeDocument,
  UpdateAuthUserDocument,
  UpdateAuthUserPreferencesDocument,
  UpdateAuthUserVisibilityDocument,
  HideWelcomeBoxDocument,
  UpdateCompanyDocument,
  ListIndustryCategoriesDocument,
  SyncIndustryTypesWithCompanyDocument,
  RemoveCompanyAvatarDocument,
  GenerateCompanyAvatarUploadUrlDocument,
  ListUserNotificationsDocument,
  CountUserUnreadNotificationsDocument,
  MarkNotificationReadDocument,
  MarkAllNotificationsReadDocument,
  RemoveAuthUserAvatarDocument,
  GetCompanyBillingDocument,
  CreateBillingTopUpDocument,
  SetCompanyStorageSizeDocument,
} from "#graphql/generated/operations";
import { notifications, owners } from "../../server/db/schema";
import { createCompany, give, holdRole, offer, transferCode } from "./companies/world";
import { fileOperations } from "./files/matrix";
import { instructionOperations } from "./instructions/matrix";
import { taskOperations } from "./tasks/matrix";
import { roleOperations } from "./roles/matrix";
import { invite, newestCeoSession, opened, type Kind } from "./votes/support";
import {
  CancelVoteInCeoVoteSessionDocument,
  CastVoteInCeoVoteSessionDocument,
  CreateCeoInvitationDocument,
  GetInvitationDocument,
  ListCompanyCeoVoteSessionsDocument,
  ListUserInvitationsDocument,
  SetInvitationStatusDocument,
  CancelCompanyDeleteVoteSessionDocument,
  CancelCompanyStopVoteSessionDocument,
  CancelVoteInCompanyDeleteVoteSessionDocument,
  CancelVoteInCompanyNameVoteSessionDocument,
  CancelVoteInCompanyStartVoteSessionDocument,
  CancelVoteInCompanyStopVoteSessionDocument,
  CastVoteInCompanyDeleteVoteSessionDocument,
  CastVoteInCompanyNameVoteSessionDocument,
  CastVoteInCompanyStartVoteSessionDocument,
  CastVoteInCompanyStopVoteSessionDocument,
  CreateCompanyDeleteVoteSessionDocument,
  CreateCompanyNameVoteSessionDocument,
  CreateCompanyStartVoteSessionDocument,
  CreateCompanyStopVoteSessionDocument,
  ListCompanyDeleteVoteSessionsDocument,
  ListCompanyNameVoteSessionsDocument,
  ListCompanyStartVoteSessionsDocument,
  ListCompanyStopReasonsDocument,
  ListCompanyStopVoteSessionsDocument,
} from "#graphql/generated/operations";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { policies, type Policy } from "../../server/graphql/policy";
import { resolvers } from "../../server/yoga";
import { loadTypeDefs } from "../../server/graphql/sdl";
import { TokenService } from "../../server/modules/identity/tokens";
import {
  CHECK_CODE,
  REGISTER,
  REQUEST_CODE,
  confirmPhone,
  createTestApp,
  gql,
  newPhone,
  signUp,
  type CallOptions,
  type GraphQLAnswer,
  type SignedUpUser,
  type TestApp,
} from "./harness";
import {
  ENABLE_TWO_FACTOR,
  ME,
  REQUEST_TWO_FACTOR_SETUP,
  RESEND_TWO_FACTOR,
  SIGN_OUT,
  UPDATE_LANGUAGE,
  UPDATE_PASSWORD,
  USERNAME_UNIQUE,
  USER_EXISTS,
  enableTwoFactor,
  me,
  ok,
  signOut,
  startMfaSignIn,
} from "./support";
import {
  CREATE_CATEGORY,
  CREATE_POST,
  DELETE_CATEGORY,
  DELETE_POST,
  GET_POST,
  LIST_CATEGORIES,
  RECOMMENDED,
  UPDATE_CATEGORY,
  UPDATE_POST,
  createCategory,
  createPost,
  doc,
  signUpStaff,
} from "./knowledge-support";

let app: TestApp;
beforeAll(async () => {
  // Files are off by default: on here, so that their operations are in the matrix like the rest.
  app = await createTestApp({});
});
afterAll(() => app.close());

type Variables = Record<string, unknown>;

interface Operation {
  type: "Query" | "Mutation";
  policy: Policy;
  document: string;
  /** Variables that are well-formed; used where the policy must refuse before anything runs. */
  anyVariables: () => Variables;
  /** For ops the API key opens: variables with which the call succeeds on the key alone. */
  withKey?: () => Promise<Variables>;
  /**
   * For ops a token opens: a signed-in user and variables with which the call succeeds; `roleId`:
   * the vHub role the call acts in (x-current-role-id), for ops that act in one.
   */
  signedIn?: () => Promise<{ user: SignedUpUser; variables: Variables; roleId?: string }>;
  /** For staff ops: a staff member and variables with which the call succeeds. */
  staff?: () => Promise<{ user: SignedUpUser; variables: Variables }>;
}

const PASSWORD = "Correct#Horse9";
const emailOf = (phone: string) => `mx.${phone.slice(-7)}@example.com`;
let usernames = 0;

/** A category with a post in it, made by a staff member (for the knowledge-base rows). */
async function knowledgeFixture() {
  const author = await signUpStaff(app);
  const category = await createCategory(app, author, { translations: [{ languageCode: "uk", name: "Матриця" }] });
  const post = await createPost(app, author, {
    categoryId: category.id,
    isRecommended: true,
    translations: [{ languageCode: "uk", title: "Допис" }],
  });
  return { author, category, post };
}
const categoryInput = (parentId: string | null = null) => ({
  parentId,
  translations: [{ languageCode: "en", name: "Matrix" }],
});
const postInput = (categoryId: string) => ({
  categoryId,
  icon: "help",
  isRecommended: false,
  translations: [{ languageCode: "en", title: "Matrix", content: doc("Text.") }],
});
const SOME_ID = "00000000-0000-4000-8000-000000000000";

const operations: Record<string, Operation> = {
  getAuthUser: {
    type: "Query",
    policy: "signedIn",
    document: ME,
    anyVariables: () => ({}),
    signedIn: async () => ({ user: await signUp(app), variables: {} }),
  },
  checkUsernameUnique: {
    type: "Query",
    policy: "apiKeyOrSignedIn",
    document: USERNAME_UNIQUE,
    anyVariables: () => ({ username: "olena_k" }),
    withKey: async () => ({ username: "olena_k" }),
    signedIn: async () => ({ user: await signUp(app), variables: { username: "olena_k" } }),
  },
  requestAuthCode: {
    type: "Mutation",
    policy: "apiKey",
    document: REQUEST_CODE,
    anyVariables: () => ({ phone: newPhone() }),
    withKey: async () => ({ phone: newPhone() }),
  },
  checkAuthCode: {
    type: "Mutation",
    policy: "apiKey",
    document: CHECK_CODE,
    anyVariables: () => ({ input: { phone: newPhone(), code: "123456" } }),
    withKey: async () => {
      const phone = newPhone();
      ok(await gql(app, REQUEST_CODE, { phone }, { apiKey: true }));
      return { input: { phone, code: app.messenger.lastCode(phone) } };
    },
  },
  checkUserExists: {
    type: "Mutation",
    policy: "apiKey",
    document: USER_EXISTS,
    anyVariables: () => ({ phone: newPhone() }),
    withKey: async () => ({ phone: newPhone() }),
  },
  registerUser: {
    type: "Mutation",
    policy: "apiKey",
    document: REGISTER,
    anyVariables: () => ({
      input: {
        phoneTicket: "ticket",
        name: "Olena",
        surname: "Koval",
        username: "olena_k",
        password: PASSWORD,
        confirmPassword: PASSWORD,
        consent: true,
      },
    }),
    withKey: async () => {
      const phone = newPhone();
      const phoneTicket = await confirmPhone(app, phone);
      const username = `matrix_${(usernames += 1)}`;
      return {
        input: {
          phoneTicket,
          name: "Olena",
          surname: "Koval",
          username,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          consent: true,
        },
      };
    },
  },
  updateAuthUserPassword: {
    type: "Mutation",
    policy: "apiKeyOrSignedIn",
    document: UPDATE_PASSWORD,
    anyVariables: () => ({
      input: { phone: newPhone(), code: "123456", password: "Brand#New7", confirmPassword: "Brand#New7" },
    }),
    withKey: async () => {
      const user = await signUp(app);
      ok(await gql(app, REQUEST_CODE, { phone: user.phone, purpose: "PASSWORD_RESET" }, { apiKey: true }));
      const code = app.messenger.lastCode(user.phone);
      return { input: { phone: user.phone, code, password: "Brand#New7", confirmPassword: "Brand#New7" } };
    },
    signedIn: async () => {
      const user = await signUp(app);
      return {
        user,
        variables: { input: { currentPassword: user.password, password: "Brand#New7", confirmPassword: "Brand#New7" } },
      };
    },
  },
  resendTwoFactorCode: {
    type: "Mutation",
    policy: "apiKey",
    document: RESEND_TWO_FACTOR,
    anyVariables: () => ({ mfaToken: "mfa-token" }),
    withKey: async () => {
      const user = await signUp(app);
      await enableTwoFactor(app, user, emailOf(user.phone));
      const mfaToken = await startMfaSignIn(app, user.phone, user.password);
      app.clock.advance(61_000);
      return { mfaToken };
    },
  },
  requestTwoFactorSetupCode: {
    type: "Mutation",
    policy: "signedIn",
    document: REQUEST_TWO_FACTOR_SETUP,
    anyVariables: () => ({ email: "olena@example.com", currentPassword: "Correct#Horse9" }),
    signedIn: async () => {
      const user = await signUp(app);
      return { user, variables: { email: emailOf(user.phone), currentPassword: user.password } };
    },
  },
  enableTwoFactor: {
    type: "Mutation",
    policy: "signedIn",
    document: ENABLE_TWO_FACTOR,
    anyVariables: () => ({ input: { email: "olena@example.com", code: "123456" } }),
    signedIn: async () => {
      const user = await signUp(app);
      const email = emailOf(user.phone);
      ok(
        await gql(
          app,
          REQUEST_TWO_FACTOR_SETUP,
          { email, currentPassword: user.password },
          { token: user.accessToken },
        ),
      );
      return { user, variables: { input: { email, code: app.messenger.lastCode(email) } } };
    },
  },
  signOut: {
    type: "Mutation",
    policy: "signedIn",
    document: SIGN_OUT,
    anyVariables: () => ({}),
    signedIn: async () => ({ user: await signUp(app), variables: {} }),
  },
  listKnowledgeBaseCategories: {
    type: "Query",
    policy: "signedIn",
    document: LIST_CATEGORIES,
    anyVariables: () => ({}),
    signedIn: async () => ({ user: await signUp(app), variables: { language: "en" } }),
  },
  getKnowledgeBasePost: {
    type: "Query",
    policy: "signedIn",
    document: GET_POST,
    anyVariables: () => ({ id: SOME_ID }),
    signedIn: async () => ({ user: await signUp(app), variables: { id: (await knowledgeFixture()).post.id } }),
  },
  listRecommendedKnowledgeBasePosts: {
    type: "Query",
    policy: "signedIn",
    document: RECOMMENDED,
    anyVariables: () => ({}),
    signedIn: async () => ({ user: await signUp(app), variables: {} }),
  },
  createKnowledgeBaseCategory: {
    type: "Mutation",
    policy: "staff",
    document: CREATE_CATEGORY,
    anyVariables: () => ({ input: categoryInput() }),
    staff: async () => ({ user: await signUpStaff(app), variables: { input: categoryInput() } }),
  },
  updateKnowledgeBaseCategory: {
    type: "Mutation",
    policy: "staff",
    document: UPDATE_CATEGORY,
    anyVariables: () => ({ id: SOME_ID, input: categoryInput() }),
    staff: async () => {
      const { author, category } = await knowledgeFixture();
      return { user: author, variables: { id: category.id, input: categoryInput() } };
    },
  },
  deleteKnowledgeBaseCategory: {
    type: "Mutation",
    policy: "staff",
    document: DELETE_CATEGORY,
    anyVariables: () => ({ id: SOME_ID }),
    staff: async () => {
      const author = await signUpStaff(app);
      const empty = await createCategory(app, author, categoryInput());
      return { user: author, variables: { id: empty.id } };
    },
  },
  createKnowledgeBasePost: {
    type: "Mutation",
    policy: "staff",
    document: CREATE_POST,
    anyVariables: () => ({ input: postInput(SOME_ID) }),
    staff: async () => {
      const { author, category } = await knowledgeFixture();
      return { user: author, variables: { input: postInput(category.id) } };
    },
  },
  updateKnowledgeBasePost: {
    type: "Mutation",
    policy: "staff",
    document: UPDATE_POST,
    anyVariables: () => ({ id: SOME_ID, input: postInput(SOME_ID) }),
    staff: async () => {
      const { author, category, post } = await knowledgeFixture();
      return { user: author, variables: { id: post.id, input: postInput(category.id) } };
    },
  },
  deleteKnowledgeBasePost: {
    type: "Mutation",
    policy: "staff",
    document: DELETE_POST,
    anyVariables: () => ({ id: SOME_ID }),
    staff: async () => {
      const { author, post } = await knowledgeFixture();
      return { user: author, variables: { id: post.id } };
    },
  },
  updateAuthUserLanguage: {
    type: "Mutation",
    policy: "signedIn",
    document: UPDATE_LANGUAGE,
    anyVariables: () => ({ language: "en" }),
    signedIn: async () => ({ user: await signUp(app), variables: { language: "en" } }),
  },
  // vHold: signed in is the first gate; who may act in which company is the companies matrix's
  // (tests/integration/companies/authorization.test.ts).
  ...companyOperations(),
  // The person's own data and settings (graphql/schema/users.graphql).
  ...profileOperations(),
  // Files, acting in the director's role (who gets what: tests/integration/files/authorization.test.ts).
  ...fileOperations(() => app, SOME_ID),
  // Instructions, acting in the owner's role (who gets what: tests/integration/instructions/authorization.test.ts).
  ...instructionOperations(() => app, SOME_ID),
  // Tasks, acting in the giver's or the executor's role (who gets what: tests/integration/tasks/authorization.test.ts).
  ...taskOperations(() => app, SOME_ID),
};

/** The profile and settings operations: each succeeds for a freshly signed-up user. */
function profileOperations(): Record<string, Operation> {
  const confirmCurrentPhone = async (user: SignedUpUser) => {
    ok(await gql(app, print(RequestPhoneChangeCodeDocument), {}, { token: user.accessToken }));
    ok(
      await gql(
        app,
        print(ConfirmCurrentPhoneDocument),
        { code: app.messenger.lastCode(user.phone) },
        { token: user.accessToken },
      ),
    );
  };
  const own = (
    type: "Query" | "Mutation",
    document: Parameters<typeof print>[0],
    anyVariables: Variables,
    setUp: (user: SignedUpUser) => Promise<Variables> = async () => anyVariables,
  ): Operation => ({
    type,
    policy: "signedIn",
    document: print(document),
    anyVariables: () => anyVariables,
    signedIn: async () => {
      const user = await signUp(app);
      return { user, variables: await setUp(user) };
    },
  });
  return {
    updateAuthUser: own("Mutation", UpdateAuthUserDocument, { input: { about: "Matrix" } }),
    updateAuthUserPreferences: own("Mutation", UpdateAuthUserPreferencesDocument, { input: { currency: "EUR" } }),
    listAuthUserSessions: own("Query", ListAuthUserSessionsDocument, {}),
    // The notification center: always the caller's own (another's: tests/integration/notifications.test.ts).
    listUserNotifications: own("Query", ListUserNotificationsDocument, { period: "TODAY", limit: 5 }),
    countUserUnreadNotifications: own("Query", CountUserUnreadNotificationsDocument, {}),
    markNotificationRead: own("Mutation", MarkNotificationReadDocument, { id: SOME_ID }, async (user) => {
      const company = await createCompany(app, user, "Notified Company");
      const recipient = await signUp(app);
      const transfer = await offer(app, user, company, recipient, 100);
      ok(
        await gql(
          app,
          print(ProcessOwnershipTransferStatusDocument),
          { input: { id: transfer.id, status: "DECLINED" } },
          { token: recipient.accessToken },
        ),
      );
      const [row] = await app.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
      return { id: row!.id };
    }),
    markAllNotificationsRead: own("Mutation", MarkAllNotificationsReadDocument, {}),
    // The photo is always the caller's own (uploads: tests/integration/profile-avatar.test.ts).
    removeAuthUserAvatar: own("Mutation", RemoveAuthUserAvatarDocument, {}),
    // Its own session: always allowed (another device's waits 7 days, see profile-sessions.test.ts).
    endAuthUserSession: own("Mutation", EndAuthUserSessionDocument, { id: SOME_ID }, async (user) => ({
      id: user.sessionState,
    })),
    requestPhoneChangeCode: own("Mutation", RequestPhoneChangeCodeDocument, {}),
    confirmCurrentPhone: own("Mutation", ConfirmCurrentPhoneDocument, { code: "123456" }, async (user) => {
      ok(await gql(app, print(RequestPhoneChangeCodeDocument), {}, { token: user.accessToken }));
      return { code: app.messenger.lastCode(user.phone) };
    }),
    requestNewPhoneCode: own("Mutation", RequestNewPhoneCodeDocument, { phone: "+380671112255" }, async (user) => {
      await confirmCurrentPhone(user);
      return { phone: newPhone() };
    }),
    confirmNewPhone: own(
      "Mutation",
      ConfirmNewPhoneDocument,
      { phone: "+380671112255", code: "123456" },
      async (user) => {
        await confirmCurrentPhone(user);
        const phone = newPhone();
        ok(await gql(app, print(RequestNewPhoneCodeDocument), { phone }, { token: user.accessToken }));
        return { phone, code: app.messenger.lastCode(phone) };
      },
    ),
    requestAccountDeletionCode: own("Mutation", RequestAccountDeletionCodeDocument, {}),
    deleteAuthUser: own(
      "Mutation",
      DeleteAuthUserDocument,
      { input: { code: "123456", confirm: "YES" } },
      async (user) => {
        ok(await gql(app, print(RequestAccountDeletionCodeDocument), {}, { token: user.accessToken }));
        return { input: { code: app.messenger.lastCode(user.phone), confirm: "YES" } };
      },
    ),
    updateAuthUserVisibility: own("Mutation", UpdateAuthUserVisibilityDocument, { input: { phoneVisibility: "ALL" } }),
    hideWelcomeBox: own("Mutation", HideWelcomeBoxDocument, { box: "VHUB" }),
    changeAuthUserPassword: own(
      "Mutation",
      ChangeAuthUserPasswordDocument,
      { input: { currentPassword: PASSWORD, password: "Brand#New7", confirmPassword: "Brand#New7" } },
      async (user) => ({
        input: { currentPassword: user.password, password: "Brand#New7", confirmPassword: "Brand#New7" },
      }),
    ),
    requestTwoFactorDisableCode: own("Mutation", RequestTwoFactorDisableCodeDocument, {}, async (user) => {
      await enableTwoFactor(app, user, emailOf(user.phone));
      app.clock.advance(61_000);
      return {};
    }),
    disableTwoFactor: own(
      "Mutation",
      DisableTwoFactorDocument,
      { input: { code: "123456", confirm: true } },
      async (user) => {
        await enableTwoFactor(app, user, emailOf(user.phone));
        app.clock.advance(61_000);
        ok(await gql(app, print(RequestTwoFactorDisableCodeDocument), {}, { token: user.accessToken }));
        return { input: { code: app.messenger.lastCode(emailOf(user.phone)), confirm: true } };
      },
    ),
  };
}

/** The vHold operations for this matrix: each succeeds for a signed-in owner of a fresh company. */
function companyOperations(): Record<string, Operation> {
  const signedInOp = (
    type: "Query" | "Mutation",
    document: Parameters<typeof print>[0],
    anyVariables: Variables,
    setUp: (user: SignedUpUser, companyId: string) => Promise<Variables>,
  ): Operation => ({
    type,
    policy: "signedIn",
    document: print(document),
    anyVariables: () => anyVariables,
    signedIn: async () => {
      const user = await signUp(app);
      return { user, variables: await setUp(user, await createCompany(app, user, "Matrix Company")) };
    },
  });
  const someId = "00000000-0000-4000-8000-000000000000";
  const ownerRow = async (companyId: string) =>
    (await app.database.db.select().from(owners).where(eq(owners.companyId, companyId)))[0].id;
  return {
    getCompany: signedInOp("Query", GetCompanyDocument, { id: someId }, async (_u, id) => ({ id })),
    // The company of the role the call acts in (vHub's layout): the owner directs it.
    getCurrentRoleCompany: {
      ...signedInOp("Query", VhubRoleDocument, {}, async () => ({})),
      signedIn: async () => {
        const user = await signUp(app);
        const role = await holdRole(app, await createCompany(app, user, "Matrix Company"), user, 1, "CEO");
        return { user, variables: {}, roleId: role.id };
      },
    },
    listUserCompanies: signedInOp("Query", ListUserCompaniesDocument, {}, async () => ({})),
    getOwner: signedInOp("Query", GetOwnerDocument, { id: someId }, async (_u, id) => ({ id: await ownerRow(id) })),
    listCompanyOwners: signedInOp("Query", ListCompanyOwnersDocument, { companyId: someId }, async (_u, companyId) => ({
      companyId,
    })),
    listUsers: signedInOp("Query", ListUsersDocument, {}, async () => ({ search: "user" })),
    getShareTransfer: signedInOp("Query", GetShareTransferDocument, { id: someId }, async (user, companyId) => ({
      id: (await offer(app, user, companyId, await signUp(app), 100)).id,
    })),
    listUserShareTransfers: signedInOp("Query", ListUserShareTransfersDocument, {}, async () => ({})),
    listUserIncomingShareTransfers: signedInOp("Query", ListUserIncomingShareTransfersDocument, {}, async () => ({})),
    listCompanyShareTransfers: signedInOp(
      "Query",
      ListCompanyShareTransfersDocument,
      { companyId: someId },
      async (_u, companyId) => ({ companyId }),
    ),
    listCompanyHistory: signedInOp(
      "Query",
      ListCompanyHistoryDocument,
      { companyId: someId },
      async (_u, companyId) => ({ companyId }),
    ),
    createCompany: signedInOp("Mutation", CreateCompanyDocument, { input: { name: "Acme" } }, async () => ({
      input: { name: "Second Company" },
    })),
    updateCompany: signedInOp(
      "Mutation",
      UpdateCompanyDocument,
      { id: someId, input: { about: "x" } },
      async (_u, id) => ({ id, input: { about: "Updated" } }),
    ),
    // The company profile (who may, per relation: tests/integration/company-profile/company-profile.test.ts).
    listIndustryCategories: signedInOp("Query", ListIndustryCategoriesDocument, {}, async () => ({ language: "en" })),
    syncIndustryTypesWithCompany: signedInOp(
      "Mutation",
      SyncIndustryTypesWithCompanyDocument,
      { companyId: someId, industryTypeIds: ["62.01"] },
      async (_u, companyId) => ({
        companyId,
        industryTypeIds: ["62.01"],
      }),
    ),
    removeCompanyAvatar: signedInOp(
      "Mutation",
      RemoveCompanyAvatarDocument,
      { companyId: someId },
      async (_u, companyId) => ({ companyId }),
    ),
    generateCompanyAvatarUploadUrl: signedInOp(
      "Mutation",
      GenerateCompanyAvatarUploadUrlDocument,
      { companyId: someId, name: "logo.png" },
      async (_u, companyId) => ({
        companyId,
        name: "logo.png",
      }),
    ),
    requestShareTransferCode: signedInOp(
      "Mutation",
      RequestShareTransferCodeDocument,
      { companyId: someId, recipient: "someone", share: 100 },
      async (_u, companyId) => ({
        companyId,
        recipient: (await signUp(app)).username,
        share: 100,
      }),
    ),
    transferOwnershipPart: signedInOp(
      "Mutation",
      TransferOwnershipPartDocument,
      { input: { companyId: someId, recipient: "someone", share: 100, code: "123456" } },
      async (user, companyId) => {
        const recipient = await signUp(app);
        return {
          input: {
            companyId,
            recipient: recipient.username,
            share: 100,
            code: await transferCode(app, user, companyId, recipient, 100),
          },
        };
      },
    ),
    ...voteOperations(signedInOp, someId),
    ...roleOperations(() => app, signedInOp, someId),
    // Billing (its persona matrix: tests/integration/billing/billing.test.ts).
    getCompanyBilling: signedInOp("Query", GetCompanyBillingDocument, { companyId: someId }, async (_u, companyId) => ({
      companyId,
    })),
    createBillingTopUp: signedInOp(
      "Mutation",
      CreateBillingTopUpDocument,
      { companyId: someId, period: "MONTH", returnUrl: "/" },
      async (_u, companyId) => ({
        companyId,
        period: "MONTH",
        returnUrl: "/",
      }),
    ),
    setCompanyStorageSize: signedInOp(
      "Mutation",
      SetCompanyStorageSizeDocument,
      { companyId: someId, sizeGb: 20 },
      async (_u, companyId) => ({ companyId, sizeGb: 20 }),
    ),
    processOwnershipTransferStatus: signedInOp(
      "Mutation",
      ProcessOwnershipTransferStatusDocument,
      { input: { id: someId, status: "CANCELED" } },
      async (user, companyId) => ({
        input: { id: (await offer(app, user, companyId, await signUp(app), 100)).id, status: "CANCELED" },
      }),
    ),
  };
}

/**
 * The vote operations (who may act in which company: tests/integration/votes/authorization.test.ts).
 * Each succeeds for the owner of a fresh company: a sole owner's proposals pass at once; to vote
 * in an open session the owner first gives 60 % away and opens it with the 40 % left.
 */
function voteOperations(
  signedInOp: (
    type: "Query" | "Mutation",
    document: Parameters<typeof print>[0],
    anyVariables: Variables,
    setUp: (user: SignedUpUser, companyId: string) => Promise<Variables>,
  ) => Operation,
  someId: string,
): Record<string, Operation> {
  const openSession = async (user: SignedUpUser, companyId: string, kind: Kind) => {
    if (kind === "START" || kind === "DELETE") await opened(app, user, "STOP", companyId);
    await give(app, user, companyId, await signUp(app), 6_000);
    return { sessionId: (await opened(app, user, kind, companyId, { name: "Matrix Vote" })).id };
  };
  const byCompany = (document: Parameters<typeof print>[0]) =>
    signedInOp("Query", document, { companyId: someId }, async (_u, companyId) => ({ companyId }));
  const inSession = (document: Parameters<typeof print>[0], kind: Kind, extra: Variables = {}) =>
    signedInOp("Mutation", document, { sessionId: someId, ...extra }, async (user, companyId) => ({
      ...(await openSession(user, companyId, kind)),
      ...extra,
    }));
  const suspended = async (user: SignedUpUser, companyId: string) => opened(app, user, "STOP", companyId);
  /** A director's vote left open: the owner keeps 40 % and invites someone. */
  const ceoSession = async (user: SignedUpUser, companyId: string) => {
    // The new co-owner is the candidate too (each sign-up moves the clock a minute; the token lives 5).
    const other = await signUp(app);
    await give(app, user, companyId, other, 6_000);
    ok(await invite(app, user, companyId, other));
    return { sessionId: (await newestCeoSession(app, user, companyId)).id };
  };
  const invitationOf = async (user: SignedUpUser, companyId: string) =>
    (await invite(app, user, companyId, await signUp(app))).invitation!.id;
  return {
    listCompanyCeoVoteSessions: byCompany(ListCompanyCeoVoteSessionsDocument),
    createCeoInvitation: signedInOp(
      "Mutation",
      CreateCeoInvitationDocument,
      { input: { companyId: someId, candidate: "someone" } },
      async (_u, companyId) => ({
        input: { companyId, candidate: (await signUp(app)).username },
      }),
    ),
    castVoteInCeoVoteSession: signedInOp(
      "Mutation",
      CastVoteInCeoVoteSessionDocument,
      { sessionId: someId, vote: "FOR" },
      async (user, companyId) => ({
        ...(await ceoSession(user, companyId)),
        vote: "FOR",
      }),
    ),
    cancelVoteInCeoVoteSession: signedInOp(
      "Mutation",
      CancelVoteInCeoVoteSessionDocument,
      { sessionId: someId },
      ceoSession,
    ),
    listUserInvitations: signedInOp("Query", ListUserInvitationsDocument, {}, async () => ({})),
    getInvitation: signedInOp("Query", GetInvitationDocument, { id: someId }, async (user, companyId) => ({
      id: await invitationOf(user, companyId),
    })),
    // An owner withdraws an open invitation (the candidate's own answers: votes/director.test.ts).
    setInvitationStatus: signedInOp(
      "Mutation",
      SetInvitationStatusDocument,
      { id: someId, status: "CANCELED" },
      async (user, companyId) => ({
        id: await invitationOf(user, companyId),
        status: "CANCELED",
      }),
    ),
    listCompanyNameVoteSessions: byCompany(ListCompanyNameVoteSessionsDocument),
    listCompanyStopVoteSessions: byCompany(ListCompanyStopVoteSessionsDocument),
    listCompanyStartVoteSessions: byCompany(ListCompanyStartVoteSessionsDocument),
    listCompanyDeleteVoteSessions: byCompany(ListCompanyDeleteVoteSessionsDocument),
    listCompanyStopReasons: signedInOp("Query", ListCompanyStopReasonsDocument, {}, async () => ({})),
    createCompanyNameVoteSession: signedInOp(
      "Mutation",
      CreateCompanyNameVoteSessionDocument,
      { input: { companyId: someId, name: "Acme" } },
      async (_u, companyId) => ({
        input: { companyId, name: "Matrix Renamed" },
      }),
    ),
    castVoteInCompanyNameVoteSession: inSession(CastVoteInCompanyNameVoteSessionDocument, "NAME", { vote: "FOR" }),
    cancelVoteInCompanyNameVoteSession: inSession(CancelVoteInCompanyNameVoteSessionDocument, "NAME"),
    createCompanyStopVoteSession: signedInOp(
      "Mutation",
      CreateCompanyStopVoteSessionDocument,
      { input: { companyId: someId, reasonId: someId, confirm: "STOP" } },
      async (_u, companyId) => ({
        input: { companyId, reasonId: "5e1a0000-0000-4000-8000-000000000001", confirm: "STOP" },
      }),
    ),
    castVoteInCompanyStopVoteSession: inSession(CastVoteInCompanyStopVoteSessionDocument, "STOP", { vote: "FOR" }),
    cancelVoteInCompanyStopVoteSession: inSession(CancelVoteInCompanyStopVoteSessionDocument, "STOP"),
    cancelCompanyStopVoteSession: inSession(CancelCompanyStopVoteSessionDocument, "STOP"),
    createCompanyStartVoteSession: signedInOp(
      "Mutation",
      CreateCompanyStartVoteSessionDocument,
      { input: { companyId: someId } },
      async (user, companyId) => {
        await suspended(user, companyId);
        return { input: { companyId } };
      },
    ),
    castVoteInCompanyStartVoteSession: inSession(CastVoteInCompanyStartVoteSessionDocument, "START", { vote: "FOR" }),
    cancelVoteInCompanyStartVoteSession: inSession(CancelVoteInCompanyStartVoteSessionDocument, "START"),
    createCompanyDeleteVoteSession: signedInOp(
      "Mutation",
      CreateCompanyDeleteVoteSessionDocument,
      { input: { companyId: someId, confirm: "YES" } },
      async (user, companyId) => {
        await suspended(user, companyId);
        return { input: { companyId, confirm: "YES" } };
      },
    ),
    castVoteInCompanyDeleteVoteSession: inSession(CastVoteInCompanyDeleteVoteSessionDocument, "DELETE", {
      vote: "FOR",
    }),
    cancelVoteInCompanyDeleteVoteSession: inSession(CancelVoteInCompanyDeleteVoteSessionDocument, "DELETE"),
    cancelCompanyDeleteVoteSession: inSession(CancelCompanyDeleteVoteSessionDocument, "DELETE"),
  };
}

function rootFields(type: "Query" | "Mutation"): string[] {
  const schema = buildSchema(loadTypeDefs());
  const root = (type === "Query" ? schema.getQueryType() : schema.getMutationType()) as
    GraphQLObjectType | null | undefined;
  return Object.keys(root?.getFields() ?? {}).sort();
}

const call = (op: Operation, variables: Variables, options: CallOptions) =>
  gql<Record<string, unknown>>(app, op.document, variables, options);

function expectRefused(
  answer: GraphQLAnswer<Record<string, unknown>>,
  code: "UNAUTHENTICATED" | "FORBIDDEN",
  who: string,
) {
  expect(answer.errors?.[0]?.extensions?.code, `${who}: ${JSON.stringify(answer)}`).toBe(code);
  expect(answer.data ?? null, who).toBeNull();
}

function expectThrough(answer: GraphQLAnswer<Record<string, unknown>>, field: string, who: string) {
  expect(answer.errors, `${who}: ${JSON.stringify(answer.errors)}`).toBeUndefined();
  expect(answer.data?.[field], who).not.toBeUndefined();
  expect(answer.data?.[field], who).not.toBeNull();
}

describe("the matrix covers the whole schema", () => {
  it("lists every root field of Query and Mutation, with the policy its resolver really has", () => {
    const listed = (type: "Query" | "Mutation") =>
      Object.entries(operations)
        .filter(([, op]) => op.type === type)
        .map(([field]) => field)
        .sort();
    expect(listed("Query")).toEqual(rootFields("Query"));
    expect(listed("Mutation")).toEqual(rootFields("Mutation"));
    for (const [field, op] of Object.entries(operations)) {
      const resolver = (resolvers[op.type] as Record<string, { policy?: Policy }>)[field];
      expect(resolver?.policy, field).toBe(op.policy);
    }
  });

  it("every root resolver is guarded: it carries a policy", () => {
    for (const type of ["Query", "Mutation"] as const) {
      const implemented = resolvers[type] as Record<string, unknown>;
      for (const field of rootFields(type)) {
        const resolver = implemented[field] as { policy?: unknown } | undefined;
        expect(resolver, `${type}.${field} has no resolver`).toBeTypeOf("function");
        expect(policies, `${type}.${field} has no policy`).toContain(resolver?.policy);
      }
      // And nothing is resolved that the schema does not declare.
      expect(Object.keys(implemented).sort()).toEqual(rootFields(type));
    }
  });
});

describe.each(Object.entries(operations))("%s", (field, op) => {
  it(`lets through exactly who its policy (${op.policy}) names`, async () => {
    // (b) An access token past its lifetime (5 minutes).
    const expired = await signUp(app);
    app.clock.advance(301_000);
    expect((await me(app, expired.accessToken)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");

    // What the callers that get through need, prepared up front.
    const keyVariables = op.withKey ? await op.withKey() : null;
    const signedIn = op.signedIn ? await op.signedIn() : null;
    const staff = op.staff ? await op.staff() : null;

    // (c) A token of a session that was signed out, itself still within its lifetime.
    const ended = await signUp(app);
    await signOut(app, ended.accessToken);
    expect((decodeJwt(ended.accessToken).exp as number) * 1000).toBeGreaterThan(app.clock.now().getTime());

    // (e) A signed-in user with a live session (for ops a token does not open: anyone will do).
    // (f) For staff ops, the live user is a signed-in user who is not staff.
    const live = signedIn?.user ?? (await signUp(app));
    expect(ok(await me(app, live.accessToken)).getAuthUser.id).toBe(live.id);

    const sentBefore = app.messenger.sent.length;
    const refusedCode = op.policy === "apiKey" ? "FORBIDDEN" : "UNAUTHENTICATED";
    const refusals: Array<[string, CallOptions]> = [
      ["(a) a stranger", {}],
      ["(b) an expired token", { token: expired.accessToken }],
      ["(c) a signed-out session's token", { token: ended.accessToken }],
    ];
    if (op.policy === "signedIn" || op.policy === "staff") refusals.push(["(d) the API key alone", { apiKey: true }]);
    if (op.policy === "apiKey") refusals.push(["(e) a signed-in user without the key", { token: live.accessToken }]);
    const variables = staff?.variables ?? signedIn?.variables ?? keyVariables ?? op.anyVariables();
    // Refused with the role the call would act in, too: what refuses is who calls, not a missing role.
    for (const [who, options] of refusals)
      expectRefused(await call(op, variables, { ...options, roleId: signedIn?.roleId }), refusedCode, who);
    if (op.policy === "staff") {
      expectRefused(
        await call(op, variables, { token: live.accessToken }),
        "FORBIDDEN",
        "(f) a signed-in user who is not staff",
      );
      expectRefused(
        await call(op, variables, { token: live.accessToken, apiKey: true }),
        "FORBIDDEN",
        "(f) not staff, with the API key",
      );
    }
    // A refused call had no effect: nothing was sent.
    expect(app.messenger.sent.length).toBe(sentBefore);

    if (op.policy === "apiKey" || op.policy === "apiKeyOrSignedIn")
      expectThrough(await call(op, keyVariables!, { apiKey: true }), field, "(d) the API key");
    if (op.policy === "signedIn" || op.policy === "apiKeyOrSignedIn") {
      expectThrough(
        await call(op, signedIn!.variables, { token: live.accessToken, roleId: signedIn!.roleId }),
        field,
        "(e) signed in",
      );
    }
    if (op.policy === "staff")
      expectThrough(await call(op, staff!.variables, { token: staff!.user.accessToken }), field, "(g) staff");
  });
});

describe("a token reads only its own user", () => {
  it("user B's token returns user B, with or without the API key, never user A", async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const asB = ok(await me(app, b.accessToken)).getAuthUser;
    expect(asB).toMatchObject({ id: b.id, phone: b.phone, username: b.username });
    const asBWithKey = ok(
      await gql<{ getAuthUser: { id: string } }>(app, ME, {}, { token: b.accessToken, apiKey: true }),
    ).getAuthUser;
    expect(asBWithKey.id).toBe(b.id);
    expect(ok(await me(app, a.accessToken)).getAuthUser.id).toBe(a.id);
  });

  it("the API key alone reads no user at all", async () => {
    const answer = await gql(app, ME, {}, { apiKey: true });
    expect(answer.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("a token naming user A on user B's session is refused, even when properly signed", async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const tokens = new TokenService(app.config.tokenSigningKey, app.clock);
    const forged = await tokens.signAccess({ userId: a.id, sessionId: b.sessionState }, 300);
    expect((await me(app, forged)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("a token signed with another key, or altered, is refused", async () => {
    const a = await signUp(app);
    const otherKey = new TokenService("another-signing-key-0123456789abcdef", app.clock);
    const foreign = await otherKey.signAccess({ userId: a.id, sessionId: a.sessionState }, 300);
    expect((await me(app, foreign)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");

    const [header, payload, signature] = a.accessToken.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const altered = Buffer.from(JSON.stringify({ ...claims, sub: "00000000-0000-4000-8000-000000000000" })).toString(
      "base64url",
    );
    expect((await me(app, `${header}.${altered}.${signature}`)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const unsigned = `${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${payload}.`;
    expect((await me(app, unsigned)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("a phone ticket is not an access token", async () => {
    const ticket = await confirmPhone(app, newPhone());
    expect((await me(app, ticket)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("a malformed Authorization header counts as no token", async () => {
    const user = await signUp(app);
    for (const authorization of [user.accessToken, `Basic ${user.accessToken}`, "Bearer", "Bearer garbage"]) {
      const response = await app.api.fetch("http://api.test/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", authorization },
        body: JSON.stringify({ query: ME }),
      });
      const answer = (await response.json()) as GraphQLAnswer;
      expect(answer.errors?.[0].extensions?.code, authorization).toBe("UNAUTHENTICATED");
    }
  });

  it("a wrong API key is no API key", async () => {
    const response = await app.api.fetch("http://api.test/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": "wrong-api-key-0123456789abcdef" },
      body: JSON.stringify({ query: USER_EXISTS, variables: { phone: newPhone() } }),
    });
    const answer = (await response.json()) as GraphQLAnswer;
    expect(answer.errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });
});
