/** The query that puts a module in the wallet embed's module graph (React as preact/compat): see embed-graph.ts. */
export const EMBED_QUERY = 'pw-embed';

/** The embed build's copy of a module of this repository, for a dynamic import in a test. */
export const embedCopy = (url: URL): string => `${url.pathname}?${EMBED_QUERY}`;
