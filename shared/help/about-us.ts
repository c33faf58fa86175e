/** The about-us page's words (spec route about-us): one data file, rendered by AboutUsPage. */
export const ABOUT_US = {
  title: 'About us',
  description: 'What Rally is, why we build it, and how to reach us.',
  heading: 'About Rally',
  mission:
    'Our mission is to get more people playing: to make it easy to find a game near you, to bring a team together, and to take the paperwork out of running a club or a league.',
  whatRallyIs: [
    'Players find pickup games and events near them, join in one tap, and keep their teams, messages and schedule in one place.',
    'Parents add their children as family members, answer events and fill forms for them.',
    'Organisers run teams, events, seasons with standings, playoff brackets, registration forms, waivers and payments.',
  ],
  contactEmail: 'reply@rally.local',
} as const;
