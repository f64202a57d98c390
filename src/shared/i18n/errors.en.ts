/**
 * Messages of the 404 page, in English.
 * This file defines the area's ids; errors.fil.ts has the same ones (docs/product/languages.md).
 */
const errors = {
  'notFound.title': '404 NOT FOUND',
  'notFound.lead': 'Unable to process your request!',
  'notFound.body':
    'We are very sorry for the inconvenience! An error has occurred due to a temporary system issue. If this problem continues, please report it to our support section for a faster response.',
  'notFound.back': 'Go Back',
  'notFound.home': 'Homepage',
};

export default errors;
