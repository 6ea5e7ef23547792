/** Content service (account-signin.md §7: the two health navigation documents; logo images; the help and legal
 *  pages the sign-in page links to, issue 13 point 7). */
import * as z from 'zod/mini';
import { BASE_PATHS } from './common';

export const CONTENT_PATHS = {
  unauthLeftNav: `${BASE_PATHS.content}/navigation/1.0.0/health/unauth-left-nav.json`,
  authLeftNav: `${BASE_PATHS.content}/navigation/1.0.0/health/left-nav.json`,
} as const;

/** The help and legal pages (account-signin.md §2 routes /hc/help/faqs, /hc/help/contact-us, /termsandconditions,
 *  /privacypolicy), each one content document. */
export const ARTICLE_PATHS = {
  faq: `${BASE_PATHS.content}/help/1.0.0/faqs.json`,
  contact: `${BASE_PATHS.content}/help/1.0.0/contact-us.json`,
  terms: `${BASE_PATHS.content}/legal/1.0.0/terms-and-conditions.json`,
  privacy: `${BASE_PATHS.content}/legal/1.0.0/privacy-policy.json`,
} as const;
export type ArticleKind = keyof typeof ARTICLE_PATHS;

/** A help or legal page: plain text only (headings and paragraphs; no markup is ever rendered from content). */
export const articleDocumentSchema = z.object({
  data: z.object({
    article: z.object({
      title: z.string().check(z.minLength(1)),
      intro: z.optional(z.string()),
      /** When the text last changed (YYYY-MM-DD), shown on legal pages. */
      updated: z.optional(z.string()),
      sections: z.array(
        z.object({
          heading: z.string().check(z.minLength(1)),
          paragraphs: z.array(z.string()),
        }),
      ),
    }),
  }),
});
export type ArticleDocument = z.infer<typeof articleDocumentSchema>;
export type Article = ArticleDocument['data']['article'];

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

/**
 * A text collection (pharmacy-portal.md §7.5 "GET /content/v2/objects/textcollection/1.0.0/{id}.json"): the pharmacy's
 * dynamic banner message has the fields active, messageText, messageKind and messageClass.
 */
export const TEXT_COLLECTION_PATH = `${BASE_PATHS.content}/textcollection/1.0.0/:id.json`;

export const bannerMessageSchema = z.object({
  active: z.boolean(),
  messageText: z.string(),
  /** How it reads: info, success, warning or error (an unknown kind reads as info). */
  messageKind: z.string(),
  /** A presentation variant (e.g. 'promo'). */
  messageClass: z.string(),
});
export type BannerMessage = z.infer<typeof bannerMessageSchema>;
