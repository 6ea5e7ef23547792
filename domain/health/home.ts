/** Texts of the health home page (not given by the spec; chosen once here). */
export const HEALTH_HOME = {
  title: 'Health & Pharmacy',
  intro:
    'Manage prescriptions, refills and health services for you and your family. Use the menu to find pharmacy services and your profile settings.',
} as const;
