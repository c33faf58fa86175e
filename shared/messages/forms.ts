/** Forms, their versions and submissions (issue 15; spec routes form, form/access-denied, form/build). */
export const FORM_MESSAGES = {
  notFound: 'Form not found',
  accessDenied: 'This form is not open to you',
  accessDeniedHelp: 'It is for the members of its team, or for people its organiser invited. Ask the organiser for access.',
  notPublished: 'This form is not open for answers yet',
  closed: 'This form is closed',
  staleVersion: 'This form has changed since you opened it. Your answers are kept: check them and send again.',
  notYourFamily: 'Pick yourself or one of your own family members',
  noFieldsToPublish: 'Add at least one field before publishing',
  typeNotYet: 'Price items and file uploads cannot be published yet: remove them to publish',
  draftSaved: 'Draft saved',
  published: (version: number) => `Published as version ${version}`,
  submitted: 'Thanks! Your answers were sent.',
  noSubmissions: 'No submissions yet.',
  noForms: 'No forms yet. Build one to take registrations, waivers and sign-ups.',
} as const;
