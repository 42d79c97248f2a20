import type { DomainModule } from "../module";
import { billingEndpoints } from "./endpoints";
import { billingJobs } from "./jobs";
import { billingFields } from "./policy";
import { createPaymentProvider, type PaymentProvider } from "./providers";
import { createRateDriver, type RateDriver } from "./rates";
import { BillingAccount, CompanyUsage, billingMutations, billingQueries } from "./resolvers";
import { BillingService } from "./service";

/** What billing is configured with: its flags, its payment provider and its rate driver. */
export interface BillingSettings {
  enabled: boolean;
  storageEnabled: boolean;
  provider: PaymentProvider;
  rates: RateDriver;
  /** This site's public origin, when configured (the payer's way back from the provider). */
  publicOrigin: string | undefined;
}

export interface BillingServices {
  billing: BillingService;
  billingSettings: BillingSettings;
}

/** Balance and payments (issue 21; decision 0024): the prepaid account, its daily sweep, top-ups and the provider's callback. */
export const billingModule: DomainModule<BillingServices> = {
  name: "billing",
  services: ({ db, clock, config, logger }) => ({
    billing: new BillingService({ db, clock, enabled: config.features.billing }),
    billingSettings: {
      enabled: config.features.billing,
      storageEnabled: config.features.storage,
      provider: createPaymentProvider(config.payments),
      rates: createRateDriver(config.rates, logger),
      publicOrigin: config.payments.publicOrigin,
    },
  }),
  resolvers: { Query: billingQueries, Mutation: billingMutations, BillingAccount, Company: CompanyUsage },
  fields: billingFields,
  jobs: (_deps, { billing, billingSettings }) => billingJobs(billing, billingSettings.enabled),
  endpoints: (services, { logger, clock }) => {
    const { billing, billingSettings } = services as BillingServices;
    return billingEndpoints({
      billing,
      provider: billingSettings.provider,
      logger,
      enabled: billingSettings.enabled,
      now: () => clock.now(),
    });
  },
};
