/** A help page (faqs, guide) as the server renders it from content/help/<name>.md. */
export interface HelpSection {
  /** The heading's anchor on the page. */
  id: string;
  title: string;
  /** Rendered from the repository's Markdown with raw HTML escaped and only safe links kept. */
  html: string;
  /** The section's words without markup, for the FAQ search. */
  text: string;
}

export interface HelpDocument {
  title: string;
  introHtml: string;
  sections: HelpSection[];
}
