/**
 * Setup file of the mutation test (on unless MUTATION_PRELOAD=0; docs/qa.md "Where the scores stand"): loads the
 * modules of the mutation scope before the tests of a file run, so their top-level code (constants, messages, a
 * chart's definition) runs outside any test. StrykerJS then treats a mutant there as static and runs it against every
 * related test, instead of crediting the one test that happened to load the module first (an oracle table loads its
 * chart inside each test). A module that no longer builds is skipped here and still fails the tests that load it.
 */
const modules = import.meta.glob([
  '/domain/**/*.ts',
  '/api/**/*.ts',
  '/machines/**/*.ts',
  '!/domain/rx/**',
  '!/machines/rx/**',
  '!/api/**/rx*.ts',
  '!/api/**/pharmacy-*.ts',
  '!/machines/**/*.fixtures.ts',
  '!/machines/**/*.descriptions.ts',
]);
// The pharmacy's areas already under the gate (PHARMACY_GATED in config/stryker.config.mjs; a unit test keeps the two
// lists equal): import.meta.glob drops whatever a negative pattern above matches, so they are listed apart.
const gatedPharmacy = import.meta.glob([
  '/machines/rx/tracker/tracker.machine.ts',
  '/machines/rx/tracker/tracker.selectors.ts',
  '/domain/rx/tracker.ts',
  '/domain/rx/one-store.ts',
  '/domain/rx/pickup-times.ts',
  '/domain/rx/guest-refill.ts',
  '/domain/rx/delivery.ts',
  '/domain/rx/online-pay.ts',
  '/domain/rx/cart.ts',
  '/domain/rx/checkout.ts',
  '/domain/rx/session.ts',
  '/domain/rx/patients.ts',
  '/domain/rx/autoRefill.ts',
  '/domain/rx/programs.ts',
  '/domain/rx/prescriptions.ts',
  '/domain/rx/patientAccess.ts',
  '/domain/rx/wizard.ts',
  '/machines/rx/payOnline/payOnline.machine.ts',
  '/machines/rx/payOnline/payOnline.selectors.ts',
  '/machines/rx/orderDelivery/orderDelivery.machine.ts',
  '/machines/rx/orderDelivery/orderDelivery.selectors.ts',
  '/machines/rx/guestRefill/guestRefill.machine.ts',
  '/machines/rx/identityQuiz/identityQuiz.machine.ts',
  '/machines/rx/prescriberQuiz/prescriberQuiz.machine.ts',
  '/machines/rx/securityAnswer/securityAnswer.machine.ts',
  '/machines/rx/challengeCreate/challengeCreate.machine.ts',
  '/machines/rx/guestVerification/guestVerification.machine.ts',
  '/machines/rx/patients/patients.machine.ts',
  '/machines/rx/patients/patients.selectors.ts',
  '/machines/rx/toaster/toaster.machine.ts',
  '/machines/rx/dynamicBanner/dynamicBanner.machine.ts',
  '/machines/rx/customerStatus/customerStatus.machine.ts',
  '/machines/rx/storeDetails/storeDetails.machine.ts',
  '/machines/rx/notifications/notifications.machine.ts',
  '/machines/rx/commPrefs/commPrefs.machine.ts',
  '/machines/rx/loyaltyCard/loyaltyCard.machine.ts',
  '/machines/rx/prescriptions/prescriptions.machine.ts',
  '/machines/rx/prescriptions/prescriptions.selectors.ts',
  '/machines/rx/pharmacyLocator/pharmacyLocator.machine.ts',
  '/machines/rx/pharmacyLocator/pharmacyLocator.selectors.ts',
  '/machines/rx/addresses/addresses.machine.ts',
  '/machines/rx/addresses/addresses.selectors.ts',
  '/machines/rx/patientAccess/patientAccess.machine.ts',
  '/machines/rx/patientAccess/patientAccess.selectors.ts',
  '/machines/rx/prescriptionRequest/prescriptionRequest.machine.ts',
  '/machines/rx/prescriptionRequest/prescriptionRequest.selectors.ts',
  '/machines/rx/session/rxSession.machine.ts',
  '/machines/rx/history/history.machine.ts',
  '/machines/rx/receipts/receipts.machine.ts',
  '/machines/rx/refillPrograms/refillPrograms.machine.ts',
  '/machines/rx/vaccineRecord/vaccineRecord.machine.ts',
  '/machines/rx/prescriptionDetail/prescriptionDetail.machine.ts',
  '/machines/rx/monograph/monograph.machine.ts',
  '/machines/rx/cart/cart.machine.ts',
  '/machines/rx/cart/cart.selectors.ts',
  '/machines/rx/checkout/checkout.machine.ts',
  '/machines/rx/checkout/checkout.selectors.ts',
  '/machines/rx/autoRefill/autoRefill.machine.ts',
  '/machines/rx/autoRefill/autoRefill.selectors.ts',
  '/machines/rx/link/link.machine.ts',
  '/machines/rx/link/link.selectors.ts',
  '/machines/rx/newPatient/newPatient.machine.ts',
  '/machines/rx/newPatient/newPatient.selectors.ts',
  '/machines/rx/dashboard/dashboard.machine.ts',
]);
for (const load of [...Object.values(modules), ...Object.values(gatedPharmacy)]) {
  try {
    await load();
  } catch {
    // The tests that load it fail on their own.
  }
}
