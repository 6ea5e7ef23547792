/** Content service (account-signin.md §7: the two health navigation documents; logo images). */
import * as z from 'zod/mini';
import { BASE_PATHS } from './common';

export const CONTENT_PATHS = {
  unauthLeftNav: `${BASE_PATHS.content}/navigation/1.0.0/health/unauth-left-nav.json`,
  authLeftNav: `${BASE_PATHS.content}/navigation/1.0.0/health/left-nav.json`,
} as const;

/** Items have title, url, icon and children (account-signin.md §2 "Health left navigation"). */
export interface NavItem {
  title: string;
  url: string;
  icon?: string | undefined;
  children?: NavItem[] | undefined;
}

export const navItemSchema: z.ZodMiniType<NavItem> = z.object({
  title: z.string().check(z.minLength(1)),
  url: z.string(),
  icon: z.optional(z.string()),
  get children() {
    return z.optional(z.array(navItemSchema));
  },
});

export const navDocumentSchema = z.object({
  data: z.object({ menu: z.object({ children: z.array(navItemSchema) }) }),
});
export type NavDocument = z.infer<typeof navDocumentSchema>;
