/** Graph fixtures of the monograph chart (an English and a Spanish sheet; fictional text). */
import type { ApiError } from '../../../api/contracts/common';
import type { MonographData } from './monograph.machine';

export const monographEnglish: MonographData = {
  monograph: {
    productNumber: '00071015523',
    languageCode: 'en',
    drugName: 'Atorvastatin 20 mg Tablet',
    sections: [{ heading: 'Uses', body: 'Atorvastatin lowers "bad" cholesterol.' }],
  },
  images: [
    {
      productNumber: '00071015523',
      mimeType: 'image/svg+xml',
      data: 'PHN2Zy8+',
      description: 'Atorvastatin 20 mg Tablet',
    },
  ],
};
export const monographSpanish: MonographData = {
  ...monographEnglish,
  monograph: {
    ...monographEnglish.monograph,
    languageCode: 'es',
    drugName: 'Atorvastatina 20 mg tableta',
    sections: [{ heading: 'Usos', body: 'La atorvastatina reduce el colesterol "malo".' }],
  },
};
export const monographNotFound: ApiError = {
  name: 'ApiError',
  kind: 'http',
  endpoint: 'GET /rx/api/product-monograph/1/monograph',
  status: 404,
  code: 'NOT_FOUND',
  message: 'No monograph for this product.',
};
const failure: ApiError = { ...monographNotFound, status: 500, code: 'INTERNAL' };

export const monographInput = { productNumber: '00071015523', languageCode: 'en' } as const;
export const monographModel = {
  events: (s: { context: { languageCode: string } }) => [
    { type: 'monograph.open', ...monographInput },
    { type: 'monograph.open', productNumber: null, languageCode: 'en' },
    { type: 'monograph.language', languageCode: 'es' },
    { type: 'monograph.language', languageCode: 'en' },
    { type: 'monograph.retry' },
    {
      type: 'xstate.done.actor.fetchMonograph',
      output: s.context.languageCode === 'es' ? monographSpanish : monographEnglish,
    },
    { type: 'xstate.error.actor.fetchMonograph', error: monographNotFound },
    { type: 'xstate.error.actor.fetchMonograph', error: failure },
  ],
  serializeState: (s: { value: unknown; context: { languageCode: string } }) =>
    JSON.stringify([s.value, s.context.languageCode]),
};
