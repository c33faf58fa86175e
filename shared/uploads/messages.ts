/** Avatar and place-photo uploads (ours; the spec is silent). */
export const UPLOAD_MESSAGES = {
  tooLarge: 'That photo is too large. Choose one under 5 MB.',
  tooManyPixels: 'That photo is too large. Choose one under 50 megapixels.',
  wrongType: 'Choose a JPEG, PNG or WebP photo.',
  notAnImage: 'That file is not an image we can read.',
  failed: 'Could not save your photo. Please try again.',
  avatarHint: 'Choose a JPEG, PNG or WebP photo, then drag and zoom to frame it.',
  photoEncodeFailed: 'Could not encode the photo.',
} as const;
