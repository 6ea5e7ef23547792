/** Texts of the help and legal pages around their content (issue 13 point 7; the content itself comes from the
 *  content service). */
export const CONTENT_PAGE_TEXTS = {
  loading: 'Loading…',
  failed: 'This page could not be loaded.',
  retry: 'Try again',
  updated: (date: string) => `Last updated ${date}`,
  callUs: 'Call us',
  contactSite: (banner: string) => `${banner} help center`,
} as const;
