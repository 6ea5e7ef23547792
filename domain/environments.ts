/** The environments the app runs in (account-signin.md §9: dev, test, stage, prod): the configuration names one
 *  (src/config.ts, VITE_ENVIRONMENT) and the banners' logo addresses depend on it (domain/banners/logo.ts). */
export const ENVIRONMENTS = ['dev', 'test', 'stage', 'prod'] as const;

export type Environment = (typeof ENVIRONMENTS)[number];
