/** The API clients, loaded as one lazy chunk (axios and the contracts stay out of the shopper's first load). */
import * as content from '../api/clients/content';
import * as http from '../api/clients/http';
import * as identity from '../api/clients/identity';
import * as profile from '../api/clients/profile';
import * as sandbox from '../api/clients/sandbox';

export const api = { http, identity, profile, content, sandbox };
