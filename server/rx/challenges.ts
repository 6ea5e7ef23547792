/**
 * Security answers (pharmacy-portal.md §3 "Security questions"): stored hashed with the password hashing of
 * server/auth/passwords.ts (scrypt, random salt), never in plain text. Answers are compared as a person means them:
 * surrounding spaces and letter case do not matter ('Cincinnati ' is 'cincinnati').
 */
import { hashPassword, verifyPassword } from '../auth/passwords';

export function normalizeAnswer(answer: string): string {
  return answer.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

export function hashAnswer(answer: string): Promise<string> {
  return hashPassword(normalizeAnswer(answer));
}

export function verifyAnswer(answer: string, stored: string): Promise<boolean> {
  return verifyPassword(normalizeAnswer(answer), stored);
}
