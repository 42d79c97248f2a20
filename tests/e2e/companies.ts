import { expect, type Api, type Outbox, type TestUser } from "./fixtures";

/**
 * vHold set-up through the API, for specs whose screens are not under test for it: a person with
 * a company, and a share offered to another person with the sender's SMS code.
 */

/** A person with a company, signed in through the API: their token and the company's id. */
export async function ownerWithCompany(api: Api, owner: TestUser, name: string) {
  const token = await api.passwordGrant(owner, await api.createUser(owner));
  const { createCompany } = await api.gql<{ createCompany: { id: string } }>(
    `mutation ($input: CreateCompanyInput!) { createCompany(input: $input) { id } }`,
    { input: { name } },
    token,
  );
  return { token, companyId: createCompany.id };
}

/** Offers `share` basis points of the company to `recipient`, confirmed with the sender's SMS code: the transfer's id. */
export async function offerShare(
  api: Api,
  outbox: Outbox,
  sender: TestUser,
  token: string,
  companyId: string,
  recipient: TestUser,
  share: number,
): Promise<string> {
  const before = await outbox.count(sender.phone);
  // The code confirms this offer only. The same offer asked for again within the resend interval
  // (a second in the e2e server) waits for it (RESEND_TOO_SOON) rather than failing.
  await expect(async () => {
    await api.gql(
      `mutation ($companyId: ID!, $recipient: String!, $share: Int!) { requestShareTransferCode(companyId: $companyId, recipient: $recipient, share: $share) { sentTo } }`,
      { companyId, recipient: recipient.username, share },
      token,
    );
  }).toPass({ intervals: [250, 500, 1000], timeout: 5000 });
  const code = await outbox.code(sender.phone, { after: before });
  const { transferOwnershipPart } = await api.gql<{ transferOwnershipPart: { id: string } }>(
    `mutation ($input: TransferOwnershipPartInput!) { transferOwnershipPart(input: $input) { id } }`,
    { input: { companyId, recipient: recipient.username, share, code } },
    token,
  );
  return transferOwnershipPart.id;
}
