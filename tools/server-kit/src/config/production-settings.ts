import { type Config, ConfigError, configDefaults } from './config.ts';

/** The content tokens a fresh checkout ships with: public knowledge, so never a credential. */
export const demoContentTokens = {
  CONTENT_TOKEN: configDefaults.CONTENT_TOKEN,
  CONTENT_PREVIEW_TOKEN: configDefaults.CONTENT_PREVIEW_TOKEN,
};

type ProductionSettings = Pick<
  Config,
  'NODE_ENV' | 'DEMO' | 'CONTENT_TOKEN' | 'CONTENT_PREVIEW_TOKEN' | 'TEST_PAYMENTS' | 'PUBLIC_URL'
> &
  Partial<Pick<Config, 'COMMERCE_API_URL'>>;

/** Whether this start may use demo settings: anything but production, or production with DEMO=1. */
export function demoSettingsAllowed(config: Pick<Config, 'NODE_ENV' | 'DEMO'>): boolean {
  return config.NODE_ENV !== 'production' || config.DEMO;
}

/**
 * The demo settings a production start is about to run on, each named with what to do about
 * it: demo content tokens (printed in the README, so anyone could read drafts), the test
 * payment methods (orders that are never paid for), and no PUBLIC_URL (links would come from
 * the request's Host header). Empty when none, or when DEMO=1 says this is a demo.
 */
export function demoSettingsInProduction(
  config: ProductionSettings,
): { setting: string; message: string }[] {
  if (demoSettingsAllowed(config)) return [];
  const issues: { setting: string; message: string }[] = [];
  for (const setting of ['CONTENT_TOKEN', 'CONTENT_PREVIEW_TOKEN'] as const) {
    if (config[setting] === demoContentTokens[setting]) {
      issues.push({
        setting,
        message: 'is the public demo token; set your content service token (or DEMO=1 for a demo)',
      });
    }
  }
  // With a Centra checkout API the embedded backend and its test methods are not served.
  if (config.TEST_PAYMENTS && !config.COMMERCE_API_URL) {
    issues.push({
      setting: 'TEST_PAYMENTS',
      message:
        'the test payment methods (orders that are never charged) are on; set TEST_PAYMENTS=0 (or DEMO=1 for a demo)',
    });
  }
  if (!config.PUBLIC_URL) {
    issues.push({
      setting: 'PUBLIC_URL',
      message:
        "is required in production: the shop's public origin for canonical links, the sitemap and emails (or DEMO=1 for a demo)",
    });
  }
  return issues;
}

/** Stops a production start that would run on demo settings, naming each one. */
export function refuseDemoSettingsInProduction(config: ProductionSettings): void {
  const issues = demoSettingsInProduction(config);
  if (issues.length > 0) throw new ConfigError(issues, 'A production start refuses demo settings');
}

/**
 * The shop's public origin: PUBLIC_URL, or on a developer's or demo machine without it
 * `http://localhost:<PORT>`. Never the request's Host header, which the client chooses.
 */
export function publicOrigin(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `http://localhost:${config.PORT}`;
}
