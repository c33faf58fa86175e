export const AVAILABILITY_MESSAGES = {
  fixTimesToSave: 'To save, fix the times marked in red above.',
  saved: 'Successfully saved availability',
  saveFailed: 'Something went wrong saving availability',
  endTimeBeforeStartTime: 'endTimeBeforeStartTime',
  endTimeBeforeStartTimeText: 'End time must be after the start time.',
  overlapping: 'Overlapping times with another range.',
  dateRequired: 'Date is required.',
  startNotBeforeToday: 'The start date cannot be in the past.',
  rangeTooLong: 'A date range can be at most one month long.',
  endBeforeStart: 'The end date must be on or after the start date.',
  needsRange: 'Each day needs at least one time range.',
  travelNeedsLocation: 'Choose where you are traveling to.',
} as const;
