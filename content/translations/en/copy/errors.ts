import type { NotFoundCopy, ErrorCopy } from '../../../copy/errors';

export const notFoundCopy: NotFoundCopy = {
  title: 'Page not found',
  description: 'This page does not exist. Head back to the portfolio to see the projects.',
  code: '404',
  heading: 'This page wandered off',
  text: 'The link may be old or mistyped. The projects are all still on the home page.',
  workLink: 'See my work',
};

export const errorCopy: ErrorCopy = {
  app: {
    eyebrow: 'Something broke',
    title: 'Unexpected Application Error!',
    unknownError: 'Something went wrong while showing this page.',
    text: 'Sorry about that. Try again, or head back to the home page; nothing you did caused this.',
    retry: 'Try again',
  },
  chunk: {
    eyebrow: 'Connection problem',
    title: 'Loading chunk {chunk} failed',
    typeLabel: 'Failure type:',
    text: 'Part of this page could not be downloaded. Check your connection, then reload; a new version of the site may also have been published since you opened it.',
    reload: 'Reload',
  },
};
