/** The scan page's words (issue 32 "scan"); the page and its tests read the same copy. */
export const SCAN_WORDS = {
  title: 'Scan a code',
  intro: 'Point your camera at a Rally QR code: a player card, a team share link or an event link.',
  menuLabel: 'Scan a code',
  starting: 'Starting the camera...',
  scanning: 'Looking for a QR code...',
  noCamera: 'No camera found on this device. Paste or type the code instead.',
  cameraDenied: 'The camera could not be opened (permission was denied or it is in use). Paste or type the code instead.',
  notRally: 'This is not a Rally code.',
  fallbackLabel: 'Code or link',
  fallbackHelper: 'Paste a Rally link, such as a player card or team share link.',
  open: 'Open',
  choosePicture: 'Choose a picture',
  pictureNotImage: 'Choose a picture file (PNG, JPEG, ...).',
  pictureTooLarge: 'That picture is too large. Choose one under 10 MB.',
  noCodeInPicture: 'No QR code was found in that picture.',
} as const;

/** Bounds before anything parses or decodes: a pasted text, and a picture to decode. */
export const SCAN_LIMITS = { textMax: 2048, pictureBytesMax: 10 * 1024 * 1024 } as const;
